CREATE TABLE "facet_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"number" double precision DEFAULT 'NaN' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_facets" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"category_id" integer NOT NULL,
	"lifecycle" "lifecycle" NOT NULL,
	"keys" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_facets" ADD CONSTRAINT "product_facets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "facet_values_key_idx" ON "facet_values" USING btree ("dimension","value","number");--> statement-breakpoint
CREATE INDEX "product_facets_keys_idx" ON "product_facets" USING gin ("keys");--> statement-breakpoint
CREATE INDEX "product_facets_created_idx" ON "product_facets" USING btree ("created_at","product_id");--> statement-breakpoint
CREATE INDEX "products_category_name_en_idx" ON "products" USING btree ("category_id",lower(f_unaccent(coalesce(name->>'en', name->>'en', ''))),"id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_category_name_fr_idx" ON "products" USING btree ("category_id",lower(f_unaccent(coalesce(name->>'fr', name->>'en', ''))),"id") WHERE status = 'active';
--> statement-breakpoint
-- Decision 031: every facet value of an active product as one array of integer keys, so that the
-- product list filters and counts facets from one narrow row per product (GIN on keys, one unnest),
-- for any combination of filters, without aggregating the child tables.
-- The facet values of the given products (active ones only), as product_facets stores them.
-- The child rows are read by product, whatever their own (cascaded) status column says, so the
-- result depends only on the products and their specs and applications as they are now.
CREATE FUNCTION product_facet_values(ids integer[]) RETURNS TABLE (product_id integer, dimension text, value text, number float8)
  LANGUAGE sql STABLE AS $$
    SELECT p.id, d.dimension, d.value, d.number
      FROM unnest(ids) AS i(id) JOIN products p ON p.id = i.id
      CROSS JOIN LATERAL (VALUES ('category', p.category_id::text, 'NaN'::float8), ('subcategory', p.subcategory_id::text, 'NaN'::float8),
        ('manufacturer', p.manufacturer, 'NaN'::float8), ('lifecycle', p.lifecycle::text, 'NaN'::float8)) AS d(dimension, value, number)
      WHERE p.status = 'active' AND d.value IS NOT NULL
    UNION ALL
    SELECT p.id, 'application', pa.application_id::text, 'NaN'::float8
      FROM unnest(ids) AS i(id) JOIN products p ON p.id = i.id JOIN product_applications pa ON pa.product_id = p.id
      WHERE p.status = 'active'
    UNION ALL
    SELECT p.id, 'spec:' || s.attribute_id, s.value, coalesce(s.value_number, 'NaN'::float8)
      FROM unnest(ids) AS i(id) JOIN products p ON p.id = i.id JOIN product_specs s ON s.product_id = p.id
      WHERE p.status = 'active'
  $$;
--> statement-breakpoint
-- Recomputes the product_facets rows of the given products: new facet values first get a key (a
-- statement of its own, so that a value another transaction has just added is seen by the next
-- one), then each active product's sorted keys are written when they changed; the others' rows go.
CREATE FUNCTION product_facets_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO facet_values (dimension, value, number)
    SELECT DISTINCT f.dimension, f.value, f.number FROM public.product_facet_values(ids) f
      WHERE NOT EXISTS (SELECT 1 FROM facet_values v WHERE v.dimension = f.dimension AND v.value = f.value AND v.number = f.number)
      ORDER BY 1, 2, 3
    ON CONFLICT DO NOTHING;
  DELETE FROM product_facets pf USING unnest(ids) AS i(id)
    WHERE pf.product_id = i.id AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = i.id AND p.status = 'active');
  INSERT INTO product_facets AS pf (product_id, created_at, category_id, lifecycle, keys)
    SELECT p.id, p.created_at, p.category_id, p.lifecycle, k.keys
      FROM (SELECT f.product_id, array_agg(DISTINCT v.id ORDER BY v.id) AS keys
              FROM public.product_facet_values(ids) f
              JOIN facet_values v ON v.dimension = f.dimension AND v.value = f.value AND v.number = f.number
              GROUP BY f.product_id) k
      JOIN products p ON p.id = k.product_id
      ORDER BY 1
    ON CONFLICT (product_id) DO UPDATE SET keys = excluded.keys, created_at = excluded.created_at,
        category_id = excluded.category_id, lifecycle = excluded.lifecycle
      WHERE (pf.keys, pf.created_at, pf.category_id, pf.lifecycle)
        IS DISTINCT FROM (excluded.keys, excluded.created_at, excluded.category_id, excluded.lifecycle);
END $$;
--> statement-breakpoint
-- After each statement on products, product_specs and product_applications: the products whose
-- facet values may have changed. A product's delete cascades to its product_facets row; a change
-- of its category, status or lifecycle is seen on products (the cascaded child updates are skipped).
CREATE FUNCTION product_facets_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    IF TG_OP = 'INSERT' THEN
      touched := array(SELECT id FROM new_rows);
    ELSE
      touched := array(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.category_id, n.subcategory_id, n.manufacturer, n.lifecycle, n.status, n.created_at)
          IS DISTINCT FROM (o.category_id, o.subcategory_id, o.manufacturer, o.lifecycle, o.status, o.created_at));
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    touched := array(SELECT DISTINCT product_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    touched := array(SELECT DISTINCT product_id FROM old_rows);
  ELSIF TG_TABLE_NAME = 'product_specs' THEN
    touched := array(
      SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.product_id, n.attribute_id, n.value, n.value_number) IS DISTINCT FROM (o.product_id, o.attribute_id, o.value, o.value_number)
      UNION
      SELECT o.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.product_id <> n.product_id);
  ELSE
    -- product_applications has no id: compare the statement's (product, application) pairs.
    touched := array(SELECT DISTINCT c.product_id FROM (
      (SELECT product_id, application_id FROM new_rows EXCEPT SELECT product_id, application_id FROM old_rows)
      UNION
      (SELECT product_id, application_id FROM old_rows EXCEPT SELECT product_id, application_id FROM new_rows)) c);
  END IF;
  PERFORM public.product_facets_refresh(touched);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_facets_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_trigger();--> statement-breakpoint
CREATE TRIGGER product_facets_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_trigger();--> statement-breakpoint
CREATE TRIGGER product_facets_insert AFTER INSERT ON product_specs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_trigger();--> statement-breakpoint
CREATE TRIGGER product_facets_update AFTER UPDATE ON product_specs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_trigger();--> statement-breakpoint
CREATE TRIGGER product_facets_delete AFTER DELETE ON product_specs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_trigger();--> statement-breakpoint
CREATE TRIGGER product_facets_insert AFTER INSERT ON product_applications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_trigger();--> statement-breakpoint
CREATE TRIGGER product_facets_update AFTER UPDATE ON product_applications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_trigger();--> statement-breakpoint
CREATE TRIGGER product_facets_delete AFTER DELETE ON product_applications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_trigger();--> statement-breakpoint
-- What is already there.
SELECT product_facets_refresh(array(SELECT id FROM products WHERE status = 'active'));
