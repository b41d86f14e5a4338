CREATE TABLE "move_annotations" (
	"game_id" uuid NOT NULL,
	"move_number" integer NOT NULL,
	"best_play" jsonb NOT NULL,
	"best_score" integer NOT NULL,
	"played_score" integer NOT NULL,
	"rank" integer NOT NULL,
	"play_count" integer NOT NULL,
	"points_lost" integer NOT NULL,
	"oracle_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "move_annotations_game_id_move_number_pk" PRIMARY KEY("game_id","move_number"),
	CONSTRAINT "move_annotations_rank_check" CHECK ("move_annotations"."rank" >= 1),
	CONSTRAINT "move_annotations_points_lost_check" CHECK ("move_annotations"."points_lost" >= 0)
);
--> statement-breakpoint
ALTER TABLE "move_annotations" ADD CONSTRAINT "move_annotations_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_annotations" ADD CONSTRAINT "move_annotations_event_fk" FOREIGN KEY ("game_id","move_number") REFERENCES "public"."game_events"("game_id","move_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "move_annotations_version_idx" ON "move_annotations" USING btree ("oracle_version","game_id");