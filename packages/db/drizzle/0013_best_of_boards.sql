ALTER TABLE "rating_changes" ADD COLUMN "score" integer;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD COLUMN "best_play_score" integer;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD COLUMN "best_play_move" integer;--> statement-breakpoint
CREATE INDEX "rating_changes_game_score_idx" ON "rating_changes" USING btree ("ruleset","score" DESC NULLS LAST,"created_at","game_id","user_id") WHERE "rating_changes"."score" is not null;--> statement-breakpoint
CREATE INDEX "rating_changes_best_play_idx" ON "rating_changes" USING btree ("ruleset","best_play_score" DESC NULLS LAST,"created_at","game_id","user_id") WHERE "rating_changes"."best_play_score" is not null;