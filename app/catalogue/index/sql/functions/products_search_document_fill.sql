-- Fills products.search_document on insert (when not given) and on an update of its sources (unless vitrine.search_columns_given is on).
CREATE OR REPLACE FUNCTION products_search_document_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND coalesce(current_setting('vitrine.search_columns_given', true), '') = 'on' THEN RETURN NEW; END IF;
  NEW.search_document := public.product_search_document(NEW.part_number, NEW.manufacturer, NEW.name, NEW.description);
  RETURN NEW;
END
$$;
