-- Copied by `npm run index:migration` from app/catalogue/index/sql: functions/f_arabic_stem.sql, functions/product_text_vector.sql.
-- Arabic words as the search reads them, lightly stemmed (issue 36): the article and the particles joined to it (ال، وال، فال، بال، كال، لل) taken off a word of three letters or more, and the plural ending ات off a stem of three letters or more ("الحساسات" -> "حساس"). Applied after f_search_fold, to the stored text vectors and to the query's words alike. Mirrored by arabicStem (app/catalogue/search/search-query.ts).
CREATE OR REPLACE FUNCTION f_arabic_stem(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(regexp_replace($1, '(^|[^\u0621-\u064A])(?:[وفبك]?ال|لل)(?=[\u0621-\u064A]{3})', '\1', 'g'), '([\u0621-\u064A]{3,})ات(?![\u0621-\u064A])', '\1', 'g') $$;
--> statement-breakpoint
-- One weighted text vector of products.search_document, of the text unaccented, Arabic folded (f_search_fold) and Arabic words lightly stemmed (f_arabic_stem).
CREATE OR REPLACE FUNCTION product_text_vector(config regconfig, weight "char", text text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector(config, public.f_arabic_stem(public.f_search_fold(text))), weight) $$;
--> statement-breakpoint
-- The stored documents, rebuilt with the Arabic words stemmed (the function above).
UPDATE products SET search_document = public.product_search_document(part_number, manufacturer, name, description);
