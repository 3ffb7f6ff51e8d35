-- Fills products.value_terms on insert (when not given) and on a text update (unless vitrine.search_columns_given is on).
CREATE OR REPLACE FUNCTION products_value_terms_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND coalesce(current_setting('vitrine.search_columns_given', true), '') = 'on' THEN RETURN NEW; END IF;
  NEW.value_terms := public.search_value_terms(public.product_value_text(NEW.name, NEW.description, NEW.details));
  RETURN NEW;
END
$$;
