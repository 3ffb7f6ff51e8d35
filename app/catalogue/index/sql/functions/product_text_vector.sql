-- One weighted text vector of products.search_document, of the text unaccented, Arabic folded (f_search_fold) and Arabic words lightly stemmed (f_arabic_stem).
CREATE OR REPLACE FUNCTION product_text_vector(config regconfig, weight "char", text text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector(config, public.f_arabic_stem(public.f_search_fold(text))), weight) $$;
