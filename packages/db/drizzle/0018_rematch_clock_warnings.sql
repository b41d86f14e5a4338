CREATE TABLE "rematch_offers" (
	"game_id" uuid PRIMARY KEY NOT NULL,
	"offered_by" text NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"accepted_by" text[] DEFAULT '{}'::text[] NOT NULL,
	"declined_by" text,
	"rematch_game_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rematch_offers_rematchGameId_unique" UNIQUE("rematch_game_id"),
	CONSTRAINT "rematch_offers_status_check" CHECK ("rematch_offers"."status" in ('offered', 'accepted', 'declined', 'cancelled')),
	CONSTRAINT "rematch_offers_accepted_game_check" CHECK (("rematch_offers"."status" = 'accepted') = ("rematch_offers"."rematch_game_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "clock_warnings" (
	"game_id" uuid NOT NULL,
	"move_number" integer NOT NULL,
	"seat" smallint NOT NULL,
	"user_id" text NOT NULL,
	"warned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clock_warnings_game_id_move_number_pk" PRIMARY KEY("game_id","move_number")
);
--> statement-breakpoint
ALTER TABLE "rematch_offers" ADD CONSTRAINT "rematch_offers_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rematch_offers" ADD CONSTRAINT "rematch_offers_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rematch_offers" ADD CONSTRAINT "rematch_offers_declined_by_users_id_fk" FOREIGN KEY ("declined_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rematch_offers" ADD CONSTRAINT "rematch_offers_rematch_game_id_games_id_fk" FOREIGN KEY ("rematch_game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_warnings" ADD CONSTRAINT "clock_warnings_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_warnings" ADD CONSTRAINT "clock_warnings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;