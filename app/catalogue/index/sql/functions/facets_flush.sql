-- Applies the facet work noted since facets_defer() and turns the deferral off; a deferring writer calls it before commit.
CREATE OR REPLACE FUNCTION facets_flush() RETURNS void LANGUAGE plpgsql AS $$
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
