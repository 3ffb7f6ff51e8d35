CREATE TYPE "public"."lead_time_unit" AS ENUM('days', 'weeks');--> statement-breakpoint
CREATE TABLE "product_availability" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"lead_time_min" integer,
	"lead_time_max" integer,
	"lead_time_unit" "lead_time_unit",
	"minimum_order" integer,
	"order_multiple" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_availability_lead_time" CHECK (("product_availability"."lead_time_min" is null) = ("product_availability"."lead_time_max" is null) and ("product_availability"."lead_time_min" is null) = ("product_availability"."lead_time_unit" is null) and "product_availability"."lead_time_min" >= 0 and "product_availability"."lead_time_max" >= "product_availability"."lead_time_min"),
	CONSTRAINT "product_availability_minimum_order" CHECK ("product_availability"."minimum_order" >= 1),
	CONSTRAINT "product_availability_order_multiple" CHECK ("product_availability"."order_multiple" >= 1)
);
--> statement-breakpoint
CREATE TABLE "product_stock" (
	"product_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "product_stock_product_id_location_id_pk" PRIMARY KEY("product_id","location_id"),
	CONSTRAINT "product_stock_quantity" CHECK ("product_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_locations_key_unique" UNIQUE("key"),
	CONSTRAINT "stock_locations_key_format" CHECK ("stock_locations"."key" ~ '^[a-z0-9_]{1,32}$')
);
--> statement-breakpoint
ALTER TABLE "product_availability" ADD CONSTRAINT "product_availability_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_stock_in_stock_idx" ON "product_stock" USING btree ("location_id","product_id") WHERE quantity > 0;