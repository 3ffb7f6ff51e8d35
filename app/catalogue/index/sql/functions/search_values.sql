-- search_values_read with the rest: what the query side calls (app/catalogue/search/search-terms.server.ts).
CREATE OR REPLACE FUNCTION search_values(input text, OUT terms text[], OUT rest text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT * FROM public.search_values_read(input, true) $$;
