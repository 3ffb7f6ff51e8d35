CREATE TABLE "acknowledgement_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "acknowledgement_log_email_sent_at_index" ON "acknowledgement_log" USING btree ("email","sent_at");--> statement-breakpoint
CREATE INDEX "acknowledgement_log_sent_at_index" ON "acknowledgement_log" USING btree ("sent_at");--> statement-breakpoint
-- Addresses taken before double opt-in stay on the list staff already had (docs/security.md).
UPDATE "newsletter_subscribers" SET "confirmed_at" = "created_at";