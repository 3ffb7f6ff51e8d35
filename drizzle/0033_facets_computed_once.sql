-- Copied by `npm run index:migration` from app/catalogue/index/sql: functions/product_facets_refresh.sql.
-- Recomputes the product_facets rows of the given products, giving new facet values a key in facet_values first; their facet values are computed once, into a temporary table both statements read.
CREATE OR REPLACE FUNCTION product_facets_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  IF to_regclass('pg_temp.facet_refresh_values') IS NULL THEN
    CREATE TEMP TABLE facet_refresh_values (product_id integer, dimension text, value text, number float8) ON COMMIT DELETE ROWS;
  END IF;
  INSERT INTO pg_temp.facet_refresh_values SELECT * FROM public.product_facet_values(ids);
  INSERT INTO facet_values (dimension, value, number)
    SELECT DISTINCT f.dimension, f.value, f.number FROM pg_temp.facet_refresh_values f
      WHERE NOT EXISTS (SELECT 1 FROM facet_values v WHERE v.dimension = f.dimension AND v.value = f.value AND v.number = f.number)
      ORDER BY 1, 2, 3
    ON CONFLICT DO NOTHING;
  DELETE FROM product_facets pf USING unnest(ids) AS i(id)
    WHERE pf.product_id = i.id AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = i.id AND p.status = 'active');
  INSERT INTO product_facets AS pf (product_id, created_at, category_id, lifecycle, keys)
    SELECT p.id, p.created_at, p.category_id, p.lifecycle, k.keys
      FROM (SELECT f.product_id, array_agg(DISTINCT v.id ORDER BY v.id) AS keys
              FROM pg_temp.facet_refresh_values f
              JOIN facet_values v ON v.dimension = f.dimension AND v.value = f.value AND v.number = f.number
              GROUP BY f.product_id) k
      JOIN products p ON p.id = k.product_id
      ORDER BY 1
    ON CONFLICT (product_id) DO UPDATE SET keys = excluded.keys, created_at = excluded.created_at,
        category_id = excluded.category_id, lifecycle = excluded.lifecycle
      WHERE (pf.keys, pf.created_at, pf.category_id, pf.lifecycle)
        IS DISTINCT FROM (excluded.keys, excluded.created_at, excluded.category_id, excluded.lifecycle);
  DELETE FROM pg_temp.facet_refresh_values;
END $$;
