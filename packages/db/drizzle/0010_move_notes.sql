CREATE TABLE "move_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"move_number" integer NOT NULL,
	"author_id" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "move_notes_text_length_check" CHECK (char_length("move_notes"."text") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "move_notes" ADD CONSTRAINT "move_notes_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_notes" ADD CONSTRAINT "move_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_notes" ADD CONSTRAINT "move_notes_event_fk" FOREIGN KEY ("game_id","move_number") REFERENCES "public"."game_events"("game_id","move_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "move_notes_game_idx" ON "move_notes" USING btree ("game_id","move_number");