CREATE TABLE "clock_warnings" (
	"game_id" uuid NOT NULL,
	"move_number" integer NOT NULL,
	"seat" smallint NOT NULL,
	"user_id" text NOT NULL,
	"warned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clock_warnings_game_id_move_number_pk" PRIMARY KEY("game_id","move_number")
);
--> statement-breakpoint
ALTER TABLE "clock_warnings" ADD CONSTRAINT "clock_warnings_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_warnings" ADD CONSTRAINT "clock_warnings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;