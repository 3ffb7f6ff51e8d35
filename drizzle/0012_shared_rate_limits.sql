-- UNLOGGED by hand (drizzle-kit cannot say it): rate-limit counts need no crash safety.
CREATE UNLOGGED TABLE "rate_limit_events" (
	"bucket" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_events_bucket_at_index" ON "rate_limit_events" USING btree ("bucket","at");--> statement-breakpoint
CREATE INDEX "rate_limit_events_expires_at_index" ON "rate_limit_events" USING btree ("expires_at");