-- Defers facet maintenance to facets_flush() for the rest of the transaction (bulk writers: the CSV import).
CREATE OR REPLACE FUNCTION facets_defer() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  CREATE TEMP TABLE IF NOT EXISTS facet_count_deltas (scope integer, dimension text, value text, number float8, n integer) ON COMMIT DROP;
  CREATE TEMP TABLE IF NOT EXISTS facet_pending_products (product_id integer) ON COMMIT DROP;
  PERFORM set_config('vitrine.defer_facets', 'on', true);
END $$;
