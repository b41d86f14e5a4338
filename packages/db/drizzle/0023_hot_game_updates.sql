DROP INDEX "games_clock_deadline_idx";--> statement-breakpoint
DROP INDEX "games_playing_idx";--> statement-breakpoint
DROP INDEX "games_pass_and_play_host_idx";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "updated_minute" timestamp with time zone GENERATED ALWAYS AS (date_trunc('minute', updated_at, 'UTC')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "games_playing_idx" ON "games" USING btree ("updated_minute" DESC NULLS LAST) WHERE "games"."status" = 'playing';--> statement-breakpoint
CREATE INDEX "games_pass_and_play_host_idx" ON "games" USING btree ("created_by","updated_minute" DESC NULLS LAST) WHERE "games"."pass_and_play" and "games"."status" = 'playing';