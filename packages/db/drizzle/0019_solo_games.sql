ALTER TABLE "games" DROP CONSTRAINT "games_seats_check";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "solo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "games_solo_finished_idx" ON "games" USING btree ("created_by","ruleset") WHERE "games"."solo" and "games"."status" = 'finished';--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_solo_check" CHECK (not "games"."solo" or ("games"."seats" = 1 and not "games"."rated" and not "games"."listed" and "games"."time_control" = 'none'));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_seats_check" CHECK ("games"."seats" between 2 and 4 or ("games"."solo" and "games"."seats" = 1));