CREATE TABLE "rating_changes" (
	"game_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"ruleset" text NOT NULL,
	"speed" text NOT NULL,
	"rating_before" double precision NOT NULL,
	"rd_before" double precision NOT NULL,
	"vol_before" double precision NOT NULL,
	"rating_after" double precision NOT NULL,
	"rd_after" double precision NOT NULL,
	"vol_after" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rating_changes_game_id_user_id_pk" PRIMARY KEY("game_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"user_id" text NOT NULL,
	"ruleset" text NOT NULL,
	"speed" text NOT NULL,
	"rating" double precision NOT NULL,
	"rd" double precision NOT NULL,
	"vol" double precision NOT NULL,
	"games" integer DEFAULT 0 NOT NULL,
	"last_rated_at" timestamp with time zone,
	CONSTRAINT "ratings_user_id_ruleset_speed_pk" PRIMARY KEY("user_id","ruleset","speed"),
	CONSTRAINT "ratings_speed_check" CHECK ("ratings"."speed" in ('blitz', 'rapid', 'classical', 'correspondence'))
);
--> statement-breakpoint
ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rating_changes_history_idx" ON "rating_changes" USING btree ("user_id","ruleset","speed","created_at");--> statement-breakpoint
CREATE INDEX "ratings_leaderboard_idx" ON "ratings" USING btree ("ruleset","speed","rating" DESC NULLS LAST,"user_id","last_rated_at","rd","games") WHERE "ratings"."rd" <= 110 and "ratings"."games" >= 10;