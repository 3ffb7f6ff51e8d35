-- Arabic words as the search reads them, lightly stemmed (issue 36): the article and the particles joined to it (ال، وال، فال، بال، كال، لل) taken off a word of three letters or more, and the plural ending ات off a stem of three letters or more ("الحساسات" -> "حساس"). Applied after f_search_fold, to the stored text vectors and to the query's words alike. Mirrored by arabicStem (app/catalogue/search/search-query.ts).
CREATE OR REPLACE FUNCTION f_arabic_stem(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(regexp_replace($1, '(^|[^\u0621-\u064A])(?:[وفبك]?ال|لل)(?=[\u0621-\u064A]{3})', '\1', 'g'), '([\u0621-\u064A]{3,})ات(?![\u0621-\u064A])', '\1', 'g') $$;
