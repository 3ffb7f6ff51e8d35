-- Copied by `npm run index:migration` from app/catalogue/index/sql: functions/f_search_fold.sql, functions/product_text_vector.sql, functions/product_search_document.sql.
-- Text as the search reads it (decision 067): unaccented (f_unaccent), Arabic folded (tashkeel U+064B-U+065F, U+0670 and tatweel removed; أ إ آ ٱ -> ا, ة -> ه, ى -> ي) and Arabic-Indic digits read as 0-9. Mirrored by foldSearchText (app/catalogue/search/search-query.ts).
CREATE OR REPLACE FUNCTION f_search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT translate(regexp_replace(public.f_unaccent($1), '[\u064B-\u065F\u0670\u0640]', '', 'g'), 'أإآٱةى٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', 'ااااهي01234567890123456789') $$;
--> statement-breakpoint
-- One weighted text vector of products.search_document, of the text unaccented and Arabic folded (f_search_fold).
CREATE OR REPLACE FUNCTION product_text_vector(config regconfig, weight "char", text text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector(config, public.f_search_fold(text)), weight) $$;
--> statement-breakpoint
-- products.search_document: the head, then the English, French and Arabic names (A) and descriptions (B); Arabic unstemmed ("simple"). Mirrored by SEARCH_TEXT_PARTS (app/catalogue/index/search-columns.server.ts).
CREATE OR REPLACE FUNCTION product_search_document(part_number text, manufacturer text, name jsonb, description jsonb) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.product_search_head(part_number, manufacturer)
    || public.product_text_vector('english', 'A', coalesce(name->>'en', ''))
    || public.product_text_vector('french', 'A', coalesce(name->>'fr', ''))
    || public.product_text_vector('simple', 'A', coalesce(name->>'ar', ''))
    || public.product_text_vector('english', 'B', coalesce(description->>'en', ''))
    || public.product_text_vector('french', 'B', coalesce(description->>'fr', ''))
    || public.product_text_vector('simple', 'B', coalesce(description->>'ar', '')) $$;
--> statement-breakpoint
-- The stored documents, rebuilt with the Arabic names and descriptions (the function above).
UPDATE products SET search_document = public.product_search_document(part_number, manufacturer, name, description);
