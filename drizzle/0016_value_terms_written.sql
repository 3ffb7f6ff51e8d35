-- Decision 038: the value terms of products and spec values are plain columns that a writer may
-- give, computed once per distinct text of a batch, instead of generated columns that run
-- search_value_terms (regular expressions: about half of the time of a CSV import of 100,000 new
-- products) once per row. A writer that leaves them out gets them from a row trigger, with the
-- same definition as the generated columns had, so the stored terms do not change:
--   products.value_terms       = search_value_terms(product_value_text(name, description, details))
--   product_specs.value_terms  = search_value_terms(spec_value_text(value, unit))
-- The trigger runs on an insert that gives no terms, on an update of a spec value or unit, and on
-- an update of a product's texts unless the statement gives the terms (the writer sets
-- vitrine.value_terms_given to 'on' around it: product-write.server.ts).
-- The GIN index on product_specs.value_terms goes: no query reads it (values are found through
-- products.spec_terms and products.value_terms since migration 0009), and every spec row paid for it.
ALTER TABLE "product_specs" ALTER COLUMN "value_terms" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "value_terms" DROP EXPRESSION;--> statement-breakpoint
DROP INDEX "product_specs_value_terms_idx";--> statement-breakpoint
ALTER TABLE "product_specs" ALTER COLUMN "value_terms" SET DEFAULT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "value_terms" SET DEFAULT NULL;--> statement-breakpoint
CREATE FUNCTION product_value_text(name jsonb, description jsonb, details jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(name->>'en', '') || ' | ' || coalesce(name->>'fr', '') || ' | ' || coalesce(description->>'en', '') || ' | ' ||
    coalesce(description->>'fr', '') || ' | ' || coalesce(details->>'en', '') || ' | ' || coalesce(details->>'fr', '') $$;
--> statement-breakpoint
CREATE FUNCTION spec_value_text(value text, unit text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT value || ' ' || coalesce(unit, '') $$;
--> statement-breakpoint
CREATE FUNCTION products_value_terms_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND coalesce(current_setting('vitrine.value_terms_given', true), '') = 'on' THEN RETURN NEW; END IF;
  NEW.value_terms := public.search_value_terms(public.product_value_text(NEW.name, NEW.description, NEW.details));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE FUNCTION spec_value_terms_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.value_terms := public.search_value_terms(public.spec_value_text(NEW.value, NEW.unit));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_value_terms_insert BEFORE INSERT ON products FOR EACH ROW
  WHEN (NEW.value_terms IS NULL) EXECUTE FUNCTION products_value_terms_fill();--> statement-breakpoint
CREATE TRIGGER products_value_terms_update BEFORE UPDATE OF name, description, details ON products FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.description IS DISTINCT FROM NEW.description OR OLD.details IS DISTINCT FROM NEW.details)
  EXECUTE FUNCTION products_value_terms_fill();--> statement-breakpoint
CREATE TRIGGER spec_value_terms_insert BEFORE INSERT ON product_specs FOR EACH ROW
  WHEN (NEW.value_terms IS NULL) EXECUTE FUNCTION spec_value_terms_fill();--> statement-breakpoint
CREATE TRIGGER spec_value_terms_update BEFORE UPDATE OF value, unit ON product_specs FOR EACH ROW
  WHEN (OLD.value IS DISTINCT FROM NEW.value OR OLD.unit IS DISTINCT FROM NEW.unit) EXECUTE FUNCTION spec_value_terms_fill();
