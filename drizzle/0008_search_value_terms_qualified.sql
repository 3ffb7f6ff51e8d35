-- search_value_terms() names search_values() by its schema (issue 18). pg_dump writes a dump that
-- runs with an empty search_path, and PostgreSQL inlines this SQL function while the dump fills
-- the generated value_terms columns: unqualified, `search_values` is not found there and a
-- PostgreSQL snapshot could not be restored. Same result as before, so the stored columns stand.
CREATE OR REPLACE FUNCTION search_value_terms(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (public.search_values($1)).terms $$;
