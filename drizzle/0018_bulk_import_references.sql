-- Decision 046: the CSV import of new products on PGlite checks the references of its new rows once
-- per statement instead of once per row, and three indexes no query reads go.
--
-- 1. Facets are filtered and counted from product_facets and facet_pair_counts (decisions 031 and
--    036): no query reads these covering indexes any more (pg_stat_user_indexes after the
--    catalogue benchmark at 100,000 products: 0 scans), while every spec and application row
--    written paid for them (115 MB of the 183 MB of product_specs' indexes at 100,000 products).
DROP INDEX "product_applications_facet_idx";--> statement-breakpoint
DROP INDEX "product_specs_attribute_value_product_idx";--> statement-breakpoint
DROP INDEX "product_specs_facet_idx";--> statement-breakpoint
-- 2. The import inserts new products and their rows with session_replication_role = replica, which
--    skips the per-row foreign-key checks (as pg_restore --disable-triggers does) after it has
--    checked those references itself, once per statement. Replica mode also skips every trigger
--    left at its default (ENABLE, "origin"); ours keep the search columns, spec terms and facets
--    true, so they fire whatever the role (ENABLE ALWAYS), but one: the insert of new products
--    gives their spec terms itself, so spec_terms_insert, which would compute them again from the
--    spec rows and find them equal, fires only in origin mode. A trigger added later must be made
--    ALWAYS too (tests/integration/bulk-references.test.ts fails otherwise).
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT c.relname, g.tgname FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND NOT g.tgisinternal ORDER BY 1, 2
  LOOP
    EXECUTE format('ALTER TABLE public.%I ENABLE ALWAYS TRIGGER %I', t.relname, t.tgname);
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "product_specs" ENABLE TRIGGER "spec_terms_insert";
--> statement-breakpoint
-- 3. The pair counts of migration 0015, with each unordered pair of a product's keys made once
--    (b after a in its keys, the category's own key left out; grouped as (smaller, larger), so the
--    order of the keys does not matter) and both orders written from the sums: half the rows to
--    make and group (0.59 s instead of 0.91 for 20,000 new products on PGlite), the same counts.
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
          FROM (SELECT r.s, r.category_id, array_remove(r.keys, ck.id) AS keys FROM (%s) r
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
