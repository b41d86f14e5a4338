ALTER TABLE "tournament_entrants" ADD COLUMN "played" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Entrants of tournaments that started before the column: as the log's "started" event
-- made them, those entered before it and not withdrawn, removed or dropped (no check-in)
-- before it (an entrant never becomes active again: registering anew is a new entrant).
UPDATE "tournament_entrants" en SET "played" = true
FROM "tournament_events" s
WHERE s."tournament_id" = en."tournament_id" AND s."type" = 'started'
  AND EXISTS (
    SELECT 1 FROM "tournament_events" r
    WHERE r."tournament_id" = en."tournament_id" AND r."seq" < s."seq"
      AND r."type" IN ('player_registered', 'player_added')
      AND r."payload"->>'entrantId' = en."entrant_id")
  AND NOT EXISTS (
    SELECT 1 FROM "tournament_events" x
    WHERE x."tournament_id" = en."tournament_id" AND x."seq" < s."seq"
      AND ((x."type" IN ('player_withdrew', 'player_removed', 'auto_removed')
            AND x."payload"->>'entrantId' = en."entrant_id")
        OR (x."type" = 'check_in_closed' AND x."payload"->'dropped' @> to_jsonb(en."entrant_id"))));--> statement-breakpoint
-- Their lists' count: everyone who took part, not only those still in.
UPDATE "tournaments" t SET "entrant_count" = (
  SELECT count(*) FROM "tournament_entrants" en WHERE en."tournament_id" = t."id" AND en."played")
WHERE t."started_at" IS NOT NULL;
