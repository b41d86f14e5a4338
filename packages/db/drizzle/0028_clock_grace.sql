ALTER TABLE "game_players" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "clock_grace_until" timestamp with time zone;