ALTER TABLE "media" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "title" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_contentHash_unique" UNIQUE("content_hash");