-- The terms only (no rest): what products.value_terms, product_specs.value_terms and products.spec_terms are made of.
CREATE OR REPLACE FUNCTION search_value_terms(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (public.search_values_read($1, false)).terms $$;
