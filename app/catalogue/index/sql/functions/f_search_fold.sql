-- Text as the search reads it (decision 067): unaccented (f_unaccent), Arabic folded (tashkeel U+064B-U+065F, U+0670 and tatweel removed; أ إ آ ٱ -> ا, ة -> ه, ى -> ي) and Arabic-Indic digits read as 0-9. Mirrored by foldSearchText (app/catalogue/search/search-query.ts).
CREATE OR REPLACE FUNCTION f_search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT translate(regexp_replace(public.f_unaccent($1), '[\u064B-\u065F\u0670\u0640]', '', 'g'), 'أإآٱةى٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', 'ااااهي01234567890123456789') $$;
