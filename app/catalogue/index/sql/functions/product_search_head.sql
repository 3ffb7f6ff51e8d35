-- The part-number and maker part of products.search_document (simple configuration, weight A).
CREATE OR REPLACE FUNCTION product_search_head(part_number text, manufacturer text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('simple', part_number || ' ' || regexp_replace(part_number, '[^A-Za-z0-9]+', ' ', 'g') || ' ' || manufacturer), 'A') $$;
