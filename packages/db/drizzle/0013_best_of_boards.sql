ALTER TABLE "rating_changes" ADD COLUMN "score" integer;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD COLUMN "best_play_score" integer;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD COLUMN "best_play_move" integer;--> statement-breakpoint
CREATE INDEX "rating_changes_game_score_idx" ON "rating_changes" USING btree ("ruleset","score" DESC NULLS LAST,"created_at","game_id","user_id") WHERE "rating_changes"."score" is not null;--> statement-breakpoint
CREATE INDEX "rating_changes_best_play_idx" ON "rating_changes" USING btree ("ruleset","best_play_score" DESC NULLS LAST,"created_at","game_id","user_id") WHERE "rating_changes"."best_play_score" is not null;--> statement-breakpoint
-- Rated games that ended before these columns existed: their final scores and best plays.
UPDATE "rating_changes" rc SET "score" = gp."score" FROM "game_players" gp
  WHERE gp."game_id" = rc."game_id" AND gp."user_id" = rc."user_id";--> statement-breakpoint
UPDATE "rating_changes" rc SET "best_play_score" = b."score", "best_play_move" = b."move_number"
  FROM (SELECT DISTINCT ON (e."game_id", e."seat") e."game_id", gp."user_id", e."score", e."move_number"
        FROM "game_events" e JOIN "game_players" gp ON gp."game_id" = e."game_id" AND gp."seat" = e."seat"
        WHERE e."action" = 'play' ORDER BY e."game_id", e."seat", e."score" DESC, e."move_number") b
  WHERE b."game_id" = rc."game_id" AND b."user_id" = rc."user_id";
