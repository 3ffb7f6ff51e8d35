-- Keeps products.spec_terms after each statement on product_specs (only products whose terms changed are written); an insert under vitrine.search_columns_given = on is left to its writer, which gave them (new products).
CREATE OR REPLACE FUNCTION spec_terms_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  IF TG_OP = 'INSERT' AND coalesce(current_setting('vitrine.search_columns_given', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    touched := array(SELECT DISTINCT product_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    touched := array(SELECT DISTINCT product_id FROM old_rows);
  ELSE
    -- Only rows whose terms or product changed (a product's new category cascades to its rows).
    touched := array(
      SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE o.value_terms IS DISTINCT FROM n.value_terms OR o.product_id <> n.product_id
      UNION
      SELECT o.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.product_id <> n.product_id);
  END IF;
  IF cardinality(touched) > 0 THEN
    UPDATE products p SET spec_terms = t.terms FROM public.products_spec_terms(touched) t
      WHERE p.id = t.id AND p.spec_terms IS DISTINCT FROM t.terms;
  END IF;
  RETURN NULL;
END
$$;
