CREATE TYPE "public"."lifecycle_notice_status" AS ENUM('pending', 'sending', 'sent', 'cancelled');--> statement-breakpoint
CREATE TABLE "lifecycle_notice_recipients" (
	"notice_id" integer NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"references" text[] DEFAULT '{}'::text[] NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "lifecycle_notice_recipients_notice_id_email_pk" PRIMARY KEY("notice_id","email")
);
--> statement-breakpoint
CREATE TABLE "lifecycle_notice_suppressions" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lifecycle_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"lifecycle" "lifecycle" NOT NULL,
	"status" "lifecycle_notice_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_by_name" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lifecycle_notice_recipients" ADD CONSTRAINT "lifecycle_notice_recipients_notice_id_lifecycle_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."lifecycle_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lifecycle_notices" ADD CONSTRAINT "lifecycle_notices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lifecycle_notices" ADD CONSTRAINT "lifecycle_notices_decided_by_admin_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lifecycle_notices_open_idx" ON "lifecycle_notices" USING btree ("product_id") WHERE status in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "lifecycle_notices_status_created_at_index" ON "lifecycle_notices" USING btree ("status","created_at");--> statement-breakpoint
-- Decision 063: a product quoted in the last two years that turns NRND or obsolete gets a pending
-- notice, in the transaction that changed it, whatever wrote it (the product form, the API, a CSV
-- import: all update products). A second change before staff decide updates the pending notice;
-- a product back to active or new cancels it. Nothing is mailed until staff confirm.
CREATE FUNCTION record_lifecycle_notice() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.lifecycle IN ('nrnd', 'obsolete') THEN
    IF EXISTS (
      SELECT 1 FROM public.quotations q
      WHERE q.status = 'sent' AND q.sent_at > now() - interval '2 years'
        AND q.lines @> jsonb_build_array(jsonb_build_object('productId', NEW.id))
    ) THEN
      INSERT INTO public.lifecycle_notices (product_id, lifecycle)
      VALUES (NEW.id, NEW.lifecycle)
      ON CONFLICT (product_id) WHERE status in ('pending', 'sending')
      DO UPDATE SET lifecycle = EXCLUDED.lifecycle, created_at = now()
        WHERE lifecycle_notices.status = 'pending';
    END IF;
  ELSE
    UPDATE public.lifecycle_notices SET status = 'cancelled', decided_at = now(), decided_by_name = ''
    WHERE product_id = NEW.id AND status = 'pending';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_lifecycle_notice AFTER UPDATE OF lifecycle ON products
  FOR EACH ROW WHEN (OLD.lifecycle IS DISTINCT FROM NEW.lifecycle)
  EXECUTE FUNCTION record_lifecycle_notice();
--> statement-breakpoint
ALTER TABLE products ENABLE ALWAYS TRIGGER products_lifecycle_notice;
