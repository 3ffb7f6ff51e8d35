-- Facets without joins on the hot path (issue 14, decision record 016).
-- 1. product_applications and product_specs carry their product's category, status and lifecycle,
--    tied to it by a composite foreign key (ON UPDATE CASCADE), with covering partial indexes.
-- 2. facet_counts holds the counts of the landing views, kept by statement triggers.
CREATE UNIQUE INDEX "products_facet_key_idx" ON "products" USING btree ("id","category_id","status","lifecycle");--> statement-breakpoint
ALTER TABLE "product_applications" DROP CONSTRAINT "product_applications_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "product_specs" DROP CONSTRAINT "product_specs_product_id_products_id_fk";--> statement-breakpoint
DROP INDEX "product_applications_application_id_index";--> statement-breakpoint
DROP INDEX "product_specs_product_id_index";--> statement-breakpoint
ALTER TABLE "product_applications" ADD COLUMN "category_id" integer, ADD COLUMN "status" "product_status", ADD COLUMN "lifecycle" "lifecycle";--> statement-breakpoint
ALTER TABLE "product_specs" ADD COLUMN "category_id" integer, ADD COLUMN "status" "product_status", ADD COLUMN "lifecycle" "lifecycle";--> statement-breakpoint
UPDATE "product_applications" pa SET "category_id" = p."category_id", "status" = p."status", "lifecycle" = p."lifecycle" FROM "products" p WHERE p."id" = pa."product_id";--> statement-breakpoint
UPDATE "product_specs" s SET "category_id" = p."category_id", "status" = p."status", "lifecycle" = p."lifecycle" FROM "products" p WHERE p."id" = s."product_id";--> statement-breakpoint
ALTER TABLE "product_applications" ALTER COLUMN "category_id" SET NOT NULL, ALTER COLUMN "status" SET NOT NULL, ALTER COLUMN "lifecycle" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_specs" ALTER COLUMN "category_id" SET NOT NULL, ALTER COLUMN "status" SET NOT NULL, ALTER COLUMN "lifecycle" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_applications" ADD CONSTRAINT "product_applications_product_facet_fk" FOREIGN KEY ("product_id","category_id","status","lifecycle") REFERENCES "public"."products"("id","category_id","status","lifecycle") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "product_specs" ADD CONSTRAINT "product_specs_product_facet_fk" FOREIGN KEY ("product_id","category_id","status","lifecycle") REFERENCES "public"."products"("id","category_id","status","lifecycle") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "product_applications_application_id_product_id_index" ON "product_applications" USING btree ("application_id","product_id");--> statement-breakpoint
CREATE INDEX "product_applications_facet_idx" ON "product_applications" USING btree ("category_id","application_id","lifecycle","product_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "product_specs_product_id_attribute_id_value_value_number_index" ON "product_specs" USING btree ("product_id","attribute_id","value","value_number");--> statement-breakpoint
DROP INDEX "product_specs_attribute_id_value_index";--> statement-breakpoint
CREATE INDEX "product_specs_attribute_value_product_idx" ON "product_specs" USING btree ("attribute_id","value","product_id");--> statement-breakpoint
CREATE INDEX "product_specs_facet_idx" ON "product_specs" USING btree ("category_id","attribute_id","value","value_number","lifecycle","product_id") WHERE status = 'active';--> statement-breakpoint
CREATE TABLE "facet_counts" (
	"scope" integer NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"number" double precision DEFAULT 'NaN' NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "facet_counts_scope_dimension_value_number_pk" PRIMARY KEY("scope","dimension","value","number")
);--> statement-breakpoint
CREATE INDEX "facet_counts_empty_idx" ON "facet_counts" USING btree ("scope") WHERE n = 0;--> statement-breakpoint
-- Applies the (scope, dimension, value, number) deltas of one statement's changed rows (+1 for
-- each new row, -1 for each old one, active products only); the transition tables are only
-- visible here, hence one function for the three tables.
CREATE FUNCTION facet_counts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS s, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS s, * FROM old_rows'
    ELSE 'SELECT 1 AS s, * FROM new_rows UNION ALL SELECT -1 AS s, * FROM old_rows' END;
  facets text := CASE TG_TABLE_NAME
    WHEN 'products' THEN $v$
      (0, 'category', c.category_id::text, 'NaN'::float8),
      (0, 'subcategory', c.subcategory_id::text, 'NaN'),
      (0, 'manufacturer', c.manufacturer, 'NaN'),
      (0, 'lifecycle', c.lifecycle::text, 'NaN'),
      (c.category_id, 'subcategory', c.subcategory_id::text, 'NaN'),
      (c.category_id, 'manufacturer', c.manufacturer, 'NaN'),
      (c.category_id, 'lifecycle', c.lifecycle::text, 'NaN')$v$
    WHEN 'product_applications' THEN $v$
      (0, 'application', c.application_id::text, 'NaN'::float8),
      (c.category_id, 'application', c.application_id::text, 'NaN')$v$
    ELSE $v$(c.category_id, 'spec:' || c.attribute_id, c.value, coalesce(c.value_number, 'NaN'::float8))$v$ END;
BEGIN
  EXECUTE format($q$
    INSERT INTO facet_counts AS f (scope, dimension, value, number, n)
    SELECT d.scope, d.dimension, d.value, d.number, sum(c.s)::int
    FROM (%s) c CROSS JOIN LATERAL (VALUES %s) AS d(scope, dimension, value, number)
    WHERE c.status = 'active' AND d.value IS NOT NULL
    GROUP BY 1, 2, 3, 4 HAVING sum(c.s) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (scope, dimension, value, number) DO UPDATE SET n = f.n + excluded.n$q$, changed, facets);
  DELETE FROM facet_counts WHERE n = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER facet_counts_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION facet_counts_trigger();--> statement-breakpoint
CREATE TRIGGER facet_counts_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION facet_counts_trigger();--> statement-breakpoint
CREATE TRIGGER facet_counts_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION facet_counts_trigger();--> statement-breakpoint
CREATE TRIGGER facet_counts_insert AFTER INSERT ON product_applications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION facet_counts_trigger();--> statement-breakpoint
CREATE TRIGGER facet_counts_update AFTER UPDATE ON product_applications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION facet_counts_trigger();--> statement-breakpoint
CREATE TRIGGER facet_counts_delete AFTER DELETE ON product_applications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION facet_counts_trigger();--> statement-breakpoint
CREATE TRIGGER facet_counts_insert AFTER INSERT ON product_specs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION facet_counts_trigger();--> statement-breakpoint
CREATE TRIGGER facet_counts_update AFTER UPDATE ON product_specs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION facet_counts_trigger();--> statement-breakpoint
CREATE TRIGGER facet_counts_delete AFTER DELETE ON product_specs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION facet_counts_trigger();--> statement-breakpoint
-- The counts of what is already there.
INSERT INTO facet_counts (scope, dimension, value, number, n)
SELECT d.scope, d.dimension, d.value, 'NaN'::float8, count(*)::int FROM products c CROSS JOIN LATERAL (VALUES
  (0, 'category', c.category_id::text), (0, 'subcategory', c.subcategory_id::text), (0, 'manufacturer', c.manufacturer),
  (0, 'lifecycle', c.lifecycle::text), (c.category_id, 'subcategory', c.subcategory_id::text),
  (c.category_id, 'manufacturer', c.manufacturer), (c.category_id, 'lifecycle', c.lifecycle::text)) AS d(scope, dimension, value)
WHERE c.status = 'active' AND d.value IS NOT NULL GROUP BY 1, 2, 3
UNION ALL
SELECT d.scope, 'application', c.application_id::text, 'NaN'::float8, count(*)::int FROM product_applications c
  CROSS JOIN LATERAL (VALUES (0), (c.category_id)) AS d(scope) WHERE c.status = 'active' GROUP BY 1, 3
UNION ALL
SELECT c.category_id, 'spec:' || c.attribute_id, c.value, coalesce(c.value_number, 'NaN'), count(*)::int FROM product_specs c
  WHERE c.status = 'active' GROUP BY 1, 2, 3, 4;
