-- Decision 044: the search document of a product is a plain column that a writer may give, built
-- from vectors computed once per distinct text of a statement, instead of a generated column that
-- runs its five to_tsvector (four of them over f_unaccent) once per row: about half of the time of
-- the products insert in a CSV import of new products. A writer that leaves it out gets it from a
-- row trigger with the same definition as the generated column had, so no stored document changes:
--   search_document = product_search_document(part_number, manufacturer, name, description)
-- which is product_search_head(part_number, manufacturer) followed by product_text_vector of the
-- English and French names (weight A) and descriptions (weight B), concatenated left to right
-- exactly as the generated expression was.
-- The trigger runs on an insert that gives no document, and on an update of the part number, maker,
-- names or descriptions unless the statement gives it. The flag that a statement gives its search
-- columns is now vitrine.search_columns_given (it was vitrine.value_terms_given, migration 0016),
-- for value_terms and search_document alike.
ALTER TABLE "products" ALTER COLUMN "search_document" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_document" SET DEFAULT NULL;--> statement-breakpoint
CREATE FUNCTION product_search_head(part_number text, manufacturer text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('simple', part_number || ' ' || regexp_replace(part_number, '[^A-Za-z0-9]+', ' ', 'g') || ' ' || manufacturer), 'A') $$;
--> statement-breakpoint
CREATE FUNCTION product_text_vector(config regconfig, weight "char", text text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector(config, public.f_unaccent(text)), weight) $$;
--> statement-breakpoint
CREATE FUNCTION product_search_document(part_number text, manufacturer text, name jsonb, description jsonb) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.product_search_head(part_number, manufacturer)
    || public.product_text_vector('english', 'A', coalesce(name->>'en', ''))
    || public.product_text_vector('french', 'A', coalesce(name->>'fr', ''))
    || public.product_text_vector('english', 'B', coalesce(description->>'en', ''))
    || public.product_text_vector('french', 'B', coalesce(description->>'fr', '')) $$;
--> statement-breakpoint
CREATE FUNCTION products_search_document_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND coalesce(current_setting('vitrine.search_columns_given', true), '') = 'on' THEN RETURN NEW; END IF;
  NEW.search_document := public.product_search_document(NEW.part_number, NEW.manufacturer, NEW.name, NEW.description);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_value_terms_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND coalesce(current_setting('vitrine.search_columns_given', true), '') = 'on' THEN RETURN NEW; END IF;
  NEW.value_terms := public.search_value_terms(public.product_value_text(NEW.name, NEW.description, NEW.details));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_document_insert BEFORE INSERT ON products FOR EACH ROW
  WHEN (NEW.search_document IS NULL) EXECUTE FUNCTION products_search_document_fill();--> statement-breakpoint
CREATE TRIGGER products_search_document_update BEFORE UPDATE OF part_number, manufacturer, name, description ON products FOR EACH ROW
  WHEN (OLD.part_number IS DISTINCT FROM NEW.part_number OR OLD.manufacturer IS DISTINCT FROM NEW.manufacturer
    OR OLD.name IS DISTINCT FROM NEW.name OR OLD.description IS DISTINCT FROM NEW.description)
  EXECUTE FUNCTION products_search_document_fill();
