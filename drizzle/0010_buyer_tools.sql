CREATE TYPE "public"."quote_status" AS ENUM('new', 'quoted', 'won', 'lost', 'closed');--> statement-breakpoint
CREATE TABLE "product_alternatives" (
	"product_id" integer NOT NULL,
	"alternative_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_alternatives_product_id_alternative_id_pk" PRIMARY KEY("product_id","alternative_id"),
	CONSTRAINT "product_alternatives_not_self" CHECK ("product_alternatives"."product_id" <> "product_alternatives"."alternative_id")
);
--> statement-breakpoint
CREATE TABLE "product_cross_references" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"manufacturer" text NOT NULL,
	"part_number" text NOT NULL,
	"part_number_normalized" text GENERATED ALWAYS AS (upper(regexp_replace(part_number, '[^A-Za-z0-9]', '', 'g'))) STORED NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "status" "quote_status";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "replaced_by_id" integer;--> statement-breakpoint
ALTER TABLE "product_alternatives" ADD CONSTRAINT "product_alternatives_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_alternatives" ADD CONSTRAINT "product_alternatives_alternative_id_products_id_fk" FOREIGN KEY ("alternative_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cross_references" ADD CONSTRAINT "product_cross_references_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_alternatives_alternative_id_index" ON "product_alternatives" USING btree ("alternative_id");--> statement-breakpoint
CREATE INDEX "product_cross_references_product_id_index" ON "product_cross_references" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_cross_references_prefix_idx" ON "product_cross_references" USING btree ("part_number_normalized" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_cross_references_trgm_idx" ON "product_cross_references" USING gin ("part_number_normalized" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_replaced_by_id_products_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_status_index" ON "inquiries" USING btree ("status");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_not_replaced_by_self" CHECK ("replaced_by_id" <> "id");--> statement-breakpoint
-- Quote requests stored before this migration: status new, references numbered per year in order.
UPDATE "inquiries" SET "status" = 'new' WHERE "kind" = 'quote' AND "status" IS NULL;--> statement-breakpoint
WITH numbered AS (
	SELECT "id", extract(year FROM "created_at" AT TIME ZONE 'UTC')::int AS year,
		row_number() OVER (PARTITION BY extract(year FROM "created_at" AT TIME ZONE 'UTC') ORDER BY "id") AS n
	FROM "inquiries" WHERE "kind" = 'quote' AND "reference" IS NULL
)
UPDATE "inquiries" SET "reference" = 'Q-' || numbered.year || '-' || lpad(numbered.n::text, 4, '0')
FROM numbered WHERE "inquiries"."id" = numbered."id";--> statement-breakpoint
INSERT INTO "quote_counters" ("year", "last")
SELECT extract(year FROM "created_at" AT TIME ZONE 'UTC')::int, count(*) FROM "inquiries" WHERE "kind" = 'quote'
GROUP BY 1;
