-- The sorted, distinct value terms of the given products' spec rows: products.spec_terms.
CREATE OR REPLACE FUNCTION products_spec_terms(ids integer[]) RETURNS TABLE (id integer, terms text[])
  LANGUAGE sql STABLE AS $$
    SELECT p.id, coalesce(array_agg(DISTINCT term ORDER BY term) FILTER (WHERE term IS NOT NULL), '{}')
    FROM unnest(ids) AS p(id)
      LEFT JOIN product_specs s ON s.product_id = p.id
      LEFT JOIN LATERAL unnest(s.value_terms) AS term ON true
    GROUP BY p.id
  $$;
