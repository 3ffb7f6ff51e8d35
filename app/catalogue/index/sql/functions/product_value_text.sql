-- The text whose terms are products.value_terms: names, descriptions and details in both languages. Mirrored by productTextTerms (app/catalogue/index/search-columns.server.ts).
CREATE OR REPLACE FUNCTION product_value_text(name jsonb, description jsonb, details jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(name->>'en', '') || ' | ' || coalesce(name->>'fr', '') || ' | ' || coalesce(description->>'en', '') || ' | ' ||
    coalesce(description->>'fr', '') || ' | ' || coalesce(details->>'en', '') || ' | ' || coalesce(details->>'fr', '') $$;
