CREATE TABLE "quote_drafts" (
	"id" text PRIMARY KEY NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pending" jsonb,
	"sent_inquiry_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_drafts" ADD CONSTRAINT "quote_drafts_sent_inquiry_id_inquiries_id_fk" FOREIGN KEY ("sent_inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_drafts_updated_at_index" ON "quote_drafts" USING btree ("updated_at");