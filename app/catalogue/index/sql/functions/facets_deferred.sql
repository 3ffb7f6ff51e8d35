-- Whether facet maintenance is deferred in this transaction (vitrine.defer_facets).
CREATE OR REPLACE FUNCTION facets_deferred() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('vitrine.defer_facets', true), '') = 'on'
$$;
