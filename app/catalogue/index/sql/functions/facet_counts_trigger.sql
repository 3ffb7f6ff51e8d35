-- Keeps facet_counts (counts of the landing views: whole catalogue and each category) after each statement on products, product_applications and product_specs; notes deltas instead while facets are deferred.
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
