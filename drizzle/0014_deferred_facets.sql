-- Decision 035: a bulk write (the CSV import) maintains facet_counts and product_facets once, at
-- its end, instead of after every statement. Within one transaction, the per-statement upserts
-- of the same count rows left a new row version per statement (56 of 208 s of a 100,000-row
-- import), and product_facets was recomputed once per statement on products, product_specs and
-- product_applications for the same products.
--
-- facets_defer() turns it on for the rest of the transaction (a transaction-local setting): the
-- triggers then only note what they would have done, in two temporary tables dropped at commit
-- or rollback. facets_flush() applies the sum of the noted count changes in one upsert, and
-- recomputes product_facets once for every product noted, then turns the deferral off. A bulk
-- writer must call it before it commits; until then, only its own transaction sees the tables
-- lag, and other transactions never see the lag at all.
CREATE FUNCTION facets_defer() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  CREATE TEMP TABLE IF NOT EXISTS facet_count_deltas (scope integer, dimension text, value text, number float8, n integer) ON COMMIT DROP;
  CREATE TEMP TABLE IF NOT EXISTS facet_pending_products (product_id integer) ON COMMIT DROP;
  PERFORM set_config('vitrine.defer_facets', 'on', true);
END $$;
--> statement-breakpoint
CREATE FUNCTION facets_deferred() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('vitrine.defer_facets', true), '') = 'on'
$$;
--> statement-breakpoint
CREATE FUNCTION facets_flush() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT public.facets_deferred() THEN
    RETURN;
  END IF;
  PERFORM set_config('vitrine.defer_facets', 'off', true);
  INSERT INTO public.facet_counts AS f (scope, dimension, value, number, n)
    SELECT d.scope, d.dimension, d.value, d.number, sum(d.n)::int FROM pg_temp.facet_count_deltas d
      GROUP BY 1, 2, 3, 4 HAVING sum(d.n) <> 0
      ORDER BY 1, 2, 3, 4
    ON CONFLICT (scope, dimension, value, number) DO UPDATE SET n = f.n + excluded.n;
  DELETE FROM public.facet_counts WHERE n = 0;
  PERFORM public.product_facets_refresh(array(SELECT DISTINCT product_id FROM pg_temp.facet_pending_products ORDER BY 1));
  TRUNCATE pg_temp.facet_count_deltas, pg_temp.facet_pending_products;
END $$;
--> statement-breakpoint
-- As in 0005, with the deferral: the same sums, noted instead of applied.
CREATE OR REPLACE FUNCTION facet_counts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
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
  sums text := $q$
    SELECT d.scope, d.dimension, d.value, d.number, sum(c.s)::int
    FROM (%s) c CROSS JOIN LATERAL (VALUES %s) AS d(scope, dimension, value, number)
    WHERE c.status = 'active' AND d.value IS NOT NULL
    GROUP BY 1, 2, 3, 4 HAVING sum(c.s) <> 0$q$;
BEGIN
  IF public.facets_deferred() THEN
    EXECUTE format('INSERT INTO pg_temp.facet_count_deltas (scope, dimension, value, number, n) ' || sums, changed, facets);
    RETURN NULL;
  END IF;
  EXECUTE format('INSERT INTO public.facet_counts AS f (scope, dimension, value, number, n) ' || sums || $q$
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (scope, dimension, value, number) DO UPDATE SET n = f.n + excluded.n$q$, changed, facets);
  DELETE FROM public.facet_counts WHERE n = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- As in 0013, with the deferral: the touched products are noted instead of recomputed.
CREATE OR REPLACE FUNCTION product_facets_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF public.facets_deferred() THEN
    INSERT INTO pg_temp.facet_pending_products (product_id) SELECT unnest(touched);
    RETURN NULL;
  END IF;
  PERFORM public.product_facets_refresh(touched);
  RETURN NULL;
END $$;
