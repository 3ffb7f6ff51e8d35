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
