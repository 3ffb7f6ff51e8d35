-- Fills product_specs.value_terms on insert (when not given) and when the value or unit changes.
CREATE OR REPLACE FUNCTION spec_value_terms_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.value_terms := public.search_value_terms(public.spec_value_text(NEW.value, NEW.unit));
  RETURN NEW;
END
$$;
