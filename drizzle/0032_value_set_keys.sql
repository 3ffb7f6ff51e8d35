-- Copied by `npm run index:migration` from app/catalogue/index/sql: functions/product_facet_values.sql.
-- The facet values (dimension, value, number) of the given active products, as product_facets stores them as keys; and for each attribute of which a product carries two values or more, one value-set key ('set:' || attribute, the md5 of its sorted distinct (value, number) pairs) that lets pair sums over a filter's values be counted once per product (decision 074).
CREATE OR REPLACE FUNCTION product_facet_values(ids integer[]) RETURNS TABLE (product_id integer, dimension text, value text, number float8)
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
    UNION ALL
    SELECT p.id, 'set:' || s.attribute_id,
        md5(array_agg(DISTINCT array[s.value, coalesce(s.value_number, 'NaN'::float8)::text] ORDER BY array[s.value, coalesce(s.value_number, 'NaN'::float8)::text])::text),
        'NaN'::float8
      FROM unnest(ids) AS i(id) JOIN products p ON p.id = i.id JOIN product_specs s ON s.product_id = p.id
      WHERE p.status = 'active'
      GROUP BY p.id, s.attribute_id
      HAVING count(DISTINCT (s.value, coalesce(s.value_number, 'NaN'::float8))) > 1
  $$;
--> statement-breakpoint
-- The value-set keys of the products that carry two values or more of an attribute (the others' keys do not change).
SELECT product_facets_refresh(array(
  SELECT DISTINCT s.product_id FROM product_specs s WHERE s.status = 'active'
    GROUP BY s.product_id, s.attribute_id HAVING count(DISTINCT (s.value, coalesce(s.value_number, 'NaN'::float8))) > 1
    ORDER BY 1));
