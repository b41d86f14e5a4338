ALTER TABLE "tournaments" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
-- Tournaments that started before the column: their start is the log's "started" event.
UPDATE "tournaments" SET "started_at" = e."at" FROM "tournament_events" e WHERE e."tournament_id" = "tournaments"."id" AND e."type" = 'started';
