ALTER TABLE "imported_games" ADD COLUMN "analysis" jsonb;--> statement-breakpoint
ALTER TABLE "imported_games" ADD COLUMN "analysis_version" text;--> statement-breakpoint
ALTER TABLE "imported_games" ADD COLUMN "analysed_at" timestamp with time zone;