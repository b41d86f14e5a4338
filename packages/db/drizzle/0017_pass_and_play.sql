ALTER TABLE "game_players" DROP CONSTRAINT "game_players_user_or_bot_check";--> statement-breakpoint
ALTER TABLE "game_players" ADD COLUMN "held_by" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "pass_and_play" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_held_by_users_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_pass_and_play_host_idx" ON "games" USING btree ("created_by","updated_at" DESC NULLS LAST) WHERE "games"."pass_and_play" and "games"."status" = 'playing';--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_occupant_check" CHECK (num_nonnulls("game_players"."user_id", "game_players"."bot_level", "game_players"."held_by") = 1);--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_pass_and_play_check" CHECK (not "games"."pass_and_play" or (not "games"."rated" and not "games"."listed" and "games"."time_control" = 'none'));