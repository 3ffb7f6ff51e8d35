-- The text whose terms are product_specs.value_terms: value and unit. Mirrored by specText (app/catalogue/index/search-columns.server.ts).
CREATE OR REPLACE FUNCTION spec_value_text(value text, unit text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT value || ' ' || coalesce(unit, '') $$;
