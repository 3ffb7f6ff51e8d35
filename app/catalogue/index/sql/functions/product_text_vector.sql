-- One weighted, unaccented text vector of products.search_document.
CREATE OR REPLACE FUNCTION product_text_vector(config regconfig, weight "char", text text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector(config, public.f_unaccent(text)), weight) $$;
