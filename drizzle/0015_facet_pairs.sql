CREATE TABLE "facet_pair_counts" (
	"category_id" integer NOT NULL,
	"key" integer NOT NULL,
	"other" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "facet_pair_counts_key_category_id_other_pk" PRIMARY KEY("key","category_id","other")
);
--> statement-breakpoint
CREATE INDEX "facet_pair_counts_empty_idx" ON "facet_pair_counts" USING btree ("key") WHERE n = 0;--> statement-breakpoint
-- Decision 036: the counts of "a category x one facet" for every other dimension, kept. For each
-- active product (its product_facets row) and each ordered pair of distinct keys it carries, the
-- category's own key left out, facet_pair_counts holds +1 in the product's category. The product
-- list then reads the facets of "a category (or the whole catalogue) + one filter" as
-- `sum(n) where key = any(the filter's keys) group by other` instead of unnesting the keys of
-- every matching product.
--
-- After each statement on product_facets (whose rows product_facets_refresh writes, per statement
-- or once in facets_flush): -1 for every pair of the old rows, +1 for every pair of the new rows,
-- summed in one grouped upsert in key order (two writers lock rows in the same order), then the
-- rows that fell to 0 go. An update that leaves a row's category and keys alone (its creation
-- date) changes nothing. A product's delete cascades to its product_facets row, and fires this too.
CREATE FUNCTION facet_pair_counts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
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
    SELECT c.category_id, a.k, b.k, sum(c.s)::int
      FROM (%s) c
      JOIN public.facet_values ck ON ck.dimension = 'category' AND ck.value = c.category_id::text
      CROSS JOIN LATERAL unnest(array_remove(c.keys, ck.id)) AS a(k)
      CROSS JOIN LATERAL unnest(array_remove(c.keys, ck.id)) AS b(k)
      WHERE a.k <> b.k
      GROUP BY 1, 2, 3 HAVING sum(c.s) <> 0
      ORDER BY 2, 1, 3
    ON CONFLICT (key, category_id, other) DO UPDATE SET n = f.n + excluded.n$q$, changed);
  DELETE FROM public.facet_pair_counts WHERE n = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER facet_pair_counts_insert AFTER INSERT ON product_facets REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION facet_pair_counts_trigger();--> statement-breakpoint
CREATE TRIGGER facet_pair_counts_update AFTER UPDATE ON product_facets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION facet_pair_counts_trigger();--> statement-breakpoint
CREATE TRIGGER facet_pair_counts_delete AFTER DELETE ON product_facets REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION facet_pair_counts_trigger();--> statement-breakpoint
-- What is already there.
INSERT INTO facet_pair_counts (category_id, key, other, n)
  SELECT pf.category_id, a.k, b.k, count(*)::int
    FROM product_facets pf
    JOIN facet_values ck ON ck.dimension = 'category' AND ck.value = pf.category_id::text
    CROSS JOIN LATERAL unnest(array_remove(pf.keys, ck.id)) AS a(k)
    CROSS JOIN LATERAL unnest(array_remove(pf.keys, ck.id)) AS b(k)
    WHERE a.k <> b.k
    GROUP BY 1, 2, 3
    ORDER BY 2, 1, 3;
