CREATE TABLE "tournament_entrants" (
	"tournament_id" uuid NOT NULL,
	"entrant_id" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "tournament_entrants_tournament_id_entrant_id_pk" PRIMARY KEY("tournament_id","entrant_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_events" (
	"tournament_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"by" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournament_events_tournament_id_seq_pk" PRIMARY KEY("tournament_id","seq")
);
--> statement-breakpoint
CREATE TABLE "tournament_games" (
	"game_id" uuid PRIMARY KEY NOT NULL,
	"tournament_id" uuid NOT NULL,
	"round" smallint NOT NULL,
	"match_id" text NOT NULL,
	"game_number" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organiser_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"format" text NOT NULL,
	"ruleset" text NOT NULL,
	"time_control" text DEFAULT 'none' NOT NULL,
	"time_minutes" integer,
	"time_days" integer,
	"rated" boolean DEFAULT false NOT NULL,
	"rounds" smallint NOT NULL,
	"best_of" smallint DEFAULT 1 NOT NULL,
	"capacity" smallint NOT NULL,
	"registration_opens_at" timestamp with time zone NOT NULL,
	"registration_closes_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"check_in_opens_at" timestamp with time zone,
	"forfeit_limit" smallint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'registration' NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"entrant_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_status_check" CHECK ("tournaments"."status" in ('registration', 'running', 'paused', 'finished', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "tournament_entrants" ADD CONSTRAINT "tournament_entrants_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entrants" ADD CONSTRAINT "tournament_entrants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_events" ADD CONSTRAINT "tournament_events_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_events" ADD CONSTRAINT "tournament_events_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD CONSTRAINT "tournament_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD CONSTRAINT "tournament_games_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_entrants_user_idx" ON "tournament_entrants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tournament_games_tournament_idx" ON "tournament_games" USING btree ("tournament_id","round");--> statement-breakpoint
CREATE INDEX "tournaments_status_starts_idx" ON "tournaments" USING btree ("status","starts_at");