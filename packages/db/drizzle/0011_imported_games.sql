CREATE TABLE "imported_games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"record" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_games_record_length_check" CHECK (char_length("imported_games"."record") <= 200000)
);
--> statement-breakpoint
ALTER TABLE "imported_games" ADD CONSTRAINT "imported_games_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imported_games_owner_idx" ON "imported_games" USING btree ("owner_id","created_at");