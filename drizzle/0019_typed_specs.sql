CREATE TYPE "public"."attribute_type" AS ENUM('quantity', 'choice', 'boolean', 'text');--> statement-breakpoint
CREATE TABLE "attribute_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"subcategory_id" integer,
	"attribute_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"filter" boolean DEFAULT true NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	CONSTRAINT "attribute_sets_one_family" CHECK (num_nonnulls("attribute_sets"."category_id", "attribute_sets"."subcategory_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "spec_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_specs" ADD COLUMN "value_max" double precision;--> statement-breakpoint
ALTER TABLE "product_specs" ADD COLUMN "label" jsonb;--> statement-breakpoint
ALTER TABLE "spec_attributes" ADD COLUMN "type" "attribute_type" DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "spec_attributes" ADD COLUMN "dimension" text;--> statement-breakpoint
ALTER TABLE "spec_attributes" ADD COLUMN "multiple" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attribute_sets" ADD CONSTRAINT "attribute_sets_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_sets" ADD CONSTRAINT "attribute_sets_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_sets" ADD CONSTRAINT "attribute_sets_attribute_id_spec_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."spec_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_options" ADD CONSTRAINT "spec_options_attribute_id_spec_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."spec_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_sets_category_idx" ON "attribute_sets" USING btree ("category_id","attribute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_sets_subcategory_idx" ON "attribute_sets" USING btree ("subcategory_id","attribute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "spec_options_attribute_key_idx" ON "spec_options" USING btree ("attribute_id","key");--> statement-breakpoint
-- Issue 29: existing attributes become typed. A number attribute is a quantity of the dimension its
-- unit names (a count without one); one whose unit names no known dimension stays text, so nothing
-- is read wrongly. Text values keep their text as English. Ranges store their lower bound in
-- value_number (the demo seed stored the upper one) and their upper bound in value_max. Values are
-- otherwise kept as written: `npm run specs:check` lists those the typed reader cannot read.
UPDATE "spec_attributes" SET "dimension" = CASE
  WHEN "unit" IN ('µV', 'mV', 'V', 'kV') THEN 'voltage'
  WHEN "unit" IN ('µA', 'mA', 'A', 'kA') THEN 'current'
  WHEN "unit" IN ('mW', 'W', 'kW') THEN 'power'
  WHEN "unit" IN ('Hz', 'kHz', 'MHz') THEN 'frequency'
  WHEN "unit" IN ('mΩ', 'Ω', 'kΩ', 'MΩ') THEN 'resistance'
  WHEN "unit" = '°C' THEN 'temperature'
  WHEN "unit" IN ('µm', 'mm', 'cm', 'm', 'in') THEN 'length'
  WHEN "unit" IN ('mbar', 'bar', 'kPa', 'MPa', 'psi') THEN 'pressure'
  WHEN "unit" IN ('mN·m', 'N·cm', 'N·m') THEN 'torque'
  WHEN "unit" IN ('mN', 'N', 'kN') THEN 'force'
  WHEN "unit" = 'rpm' THEN 'speed'
  WHEN "unit" IN ('µs', 'ms', 's', 'min', 'h') THEN 'time'
  WHEN "unit" IN ('g', 'kg') THEN 'mass'
  WHEN "unit" = '%' THEN 'percent'
  WHEN "unit" IS NULL OR "unit" = '' THEN 'count'
END WHERE "kind" = 'number';--> statement-breakpoint
UPDATE "spec_attributes" SET "type" = 'quantity', "unit" = NULLIF("unit", '') WHERE "kind" = 'number' AND "dimension" IS NOT NULL;--> statement-breakpoint
UPDATE "product_specs" s SET "label" = jsonb_build_object('en', s."value")
  FROM "spec_attributes" a WHERE a."id" = s."attribute_id" AND a."type" = 'text';--> statement-breakpoint
UPDATE "product_specs" s SET
  "value_number" = replace((regexp_match(s."value", '^\s*(-?\d+(?:[.,]\d+)?)\s*(?:–|—|…|\.{2,3}|-)\s*(-?\d+(?:[.,]\d+)?)'))[1], ',', '.')::double precision,
  "value_max" = replace((regexp_match(s."value", '^\s*(-?\d+(?:[.,]\d+)?)\s*(?:–|—|…|\.{2,3}|-)\s*(-?\d+(?:[.,]\d+)?)'))[2], ',', '.')::double precision
  FROM "spec_attributes" a WHERE a."id" = s."attribute_id" AND a."type" = 'quantity'
  AND s."value" ~ '^\s*(-?\d+(?:[.,]\d+)?)\s*(?:–|—|…|\.{2,3}|-)\s*(-?\d+(?:[.,]\d+)?)';--> statement-breakpoint
ALTER TABLE "spec_attributes" DROP COLUMN "kind";--> statement-breakpoint
DROP TYPE "public"."attribute_kind";