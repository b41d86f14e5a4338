ALTER TABLE "move_annotations" ALTER COLUMN "rank" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "move_annotations" ADD COLUMN "kind" text DEFAULT 'play' NOT NULL;--> statement-breakpoint
ALTER TABLE "move_annotations" ADD CONSTRAINT "move_annotations_kind_check" CHECK ("move_annotations"."kind" in ('play', 'pass', 'exchange'));--> statement-breakpoint
ALTER TABLE "move_annotations" ADD CONSTRAINT "move_annotations_kind_rank_check" CHECK (("move_annotations"."kind" = 'play') = ("move_annotations"."rank" is not null));