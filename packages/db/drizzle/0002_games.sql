CREATE TABLE "game_events" (
	"game_id" uuid NOT NULL,
	"move_number" integer NOT NULL,
	"seat" smallint NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" text,
	"action" text NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"clock_ms" bigint,
	"event" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_events_game_id_move_number_pk" PRIMARY KEY("game_id","move_number"),
	CONSTRAINT "game_events_actor_check" CHECK ("game_events"."actor" in ('player', 'bot', 'clock')),
	CONSTRAINT "game_events_move_number_check" CHECK ("game_events"."move_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_players" (
	"game_id" uuid NOT NULL,
	"seat" smallint NOT NULL,
	"user_id" text,
	"bot_level" text,
	"name" text NOT NULL,
	"join_status" text DEFAULT 'joined' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"time_left_ms" bigint,
	"score" integer DEFAULT 0 NOT NULL,
	"rank" smallint,
	"result" text,
	CONSTRAINT "game_players_game_id_seat_pk" PRIMARY KEY("game_id","seat"),
	CONSTRAINT "game_players_user_or_bot_check" CHECK (("game_players"."user_id" is null) <> ("game_players"."bot_level" is null)),
	CONSTRAINT "game_players_seat_check" CHECK ("game_players"."seat" between 0 and 3),
	CONSTRAINT "game_players_join_status_check" CHECK ("game_players"."join_status" in ('invited', 'joined', 'declined')),
	CONSTRAINT "game_players_bot_level_check" CHECK ("game_players"."bot_level" is null or "game_players"."bot_level" in ('beginner', 'casual', 'greedy', 'champion')),
	CONSTRAINT "game_players_result_check" CHECK ("game_players"."result" is null or "game_players"."result" in ('win', 'loss', 'draw'))
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ruleset" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"seats" smallint NOT NULL,
	"rated" boolean DEFAULT false NOT NULL,
	"oracle_allowed" boolean DEFAULT false NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"time_control" text DEFAULT 'none' NOT NULL,
	"time_minutes" integer,
	"time_days" integer,
	"seed" text NOT NULL,
	"created_by" text NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"move_number" integer DEFAULT 0 NOT NULL,
	"to_move_seat" smallint,
	"turn_started_at" timestamp with time zone,
	"clock_deadline" timestamp with time zone,
	"state" jsonb,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_status_check" CHECK ("games"."status" in ('open', 'playing', 'finished', 'cancelled')),
	CONSTRAINT "games_seats_check" CHECK ("games"."seats" between 2 and 4),
	CONSTRAINT "games_oracle_casual_check" CHECK (not ("games"."rated" and "games"."oracle_allowed")),
	CONSTRAINT "games_time_control_check" CHECK (coalesce(
        ("games"."time_control" = 'none' and "games"."time_minutes" is null and "games"."time_days" is null)
        or ("games"."time_control" = 'realtime' and "games"."time_minutes" > 0 and "games"."time_days" is null)
        or ("games"."time_control" = 'correspondence' and "games"."time_days" > 0 and "games"."time_minutes" is null),
        false)),
	CONSTRAINT "games_state_check" CHECK ("games"."status" in ('open', 'cancelled') or "games"."state" is not null)
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"username_key" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_players_game_user_idx" ON "game_players" USING btree ("game_id","user_id");--> statement-breakpoint
CREATE INDEX "game_players_user_idx" ON "game_players" USING btree ("user_id","joined_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_players_invited_idx" ON "game_players" USING btree ("user_id") WHERE "game_players"."join_status" = 'invited';--> statement-breakpoint
CREATE INDEX "games_open_idx" ON "games" USING btree ("created_at" DESC NULLS LAST) WHERE "games"."status" = 'open' and "games"."listed";--> statement-breakpoint
CREATE INDEX "games_finished_idx" ON "games" USING btree ("finished_at" DESC NULLS LAST) WHERE "games"."status" = 'finished';--> statement-breakpoint
CREATE INDEX "games_clock_deadline_idx" ON "games" USING btree ("clock_deadline") WHERE "games"."status" = 'playing' and "games"."clock_deadline" is not null;--> statement-breakpoint
CREATE INDEX "sign_in_failures_username_idx" ON "sign_in_failures" USING btree ("username_key","created_at");