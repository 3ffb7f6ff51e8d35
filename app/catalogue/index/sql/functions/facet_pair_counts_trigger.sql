-- Keeps facet_pair_counts (per category, products carrying both keys of each pair) after each statement on product_facets; rows with the same category and keys are paired once, counted as many times as they occur (decision 071).
CREATE OR REPLACE FUNCTION facet_pair_counts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS s, category_id, keys FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS s, category_id, keys FROM old_rows'
    ELSE $c$
      SELECT x.s, x.category_id, x.keys
        FROM new_rows n JOIN old_rows o ON o.product_id = n.product_id
        CROSS JOIN LATERAL (VALUES (1, n.category_id, n.keys), (-1, o.category_id, o.keys)) AS x(s, category_id, keys)
        WHERE (n.category_id, n.keys) IS DISTINCT FROM (o.category_id, o.keys)$c$ END;
BEGIN
  EXECUTE format($q$
    INSERT INTO public.facet_pair_counts AS f (category_id, key, other, n)
    SELECT g.category_id, x.key, x.other, g.n
      FROM (
        SELECT c.category_id, least(a.k, b.k) AS a, greatest(a.k, b.k) AS b, sum(c.s)::int AS n
          FROM (SELECT r.s, r.category_id, array_remove(r.keys, ck.id) AS keys
              FROM (SELECT d.category_id, d.keys, sum(d.s)::int AS s FROM (%s) d GROUP BY 1, 2 HAVING sum(d.s) <> 0) r
              JOIN public.facet_values ck ON ck.dimension = 'category' AND ck.value = r.category_id::text) c
          CROSS JOIN LATERAL unnest(c.keys) WITH ORDINALITY AS a(k, i)
          CROSS JOIN LATERAL unnest(c.keys[a.i + 1:]) AS b(k)
          WHERE a.k <> b.k
          GROUP BY 1, 2, 3 HAVING sum(c.s) <> 0) g
      CROSS JOIN LATERAL (VALUES (g.a, g.b), (g.b, g.a)) AS x(key, other)
      ORDER BY 2, 1, 3
    ON CONFLICT (key, category_id, other) DO UPDATE SET n = f.n + excluded.n$q$, changed);
  DELETE FROM public.facet_pair_counts WHERE n = 0;
  RETURN NULL;
END $$;
