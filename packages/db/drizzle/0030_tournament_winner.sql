ALTER TABLE "tournaments" ADD COLUMN "winner_entrant_id" text;--> statement-breakpoint
-- Finished tournaments before the column: the first of the final standings their log last
-- gave (the "finished" event's, or a later "standings_revised" event's).
UPDATE "tournaments" t SET "winner_entrant_id" = (
  SELECT e."payload"->'standings'->0->>'entrantId' FROM "tournament_events" e
  WHERE e."tournament_id" = t."id" AND e."type" IN ('finished', 'standings_revised')
  ORDER BY e."seq" DESC LIMIT 1)
WHERE t."status" = 'finished';
