-- One weighted text vector of products.search_document, of the text unaccented and Arabic folded (f_search_fold).
CREATE OR REPLACE FUNCTION product_text_vector(config regconfig, weight "char", text text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector(config, public.f_search_fold(text)), weight) $$;
