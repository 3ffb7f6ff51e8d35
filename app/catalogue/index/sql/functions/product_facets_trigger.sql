-- Finds the products whose facet values a statement on products, product_specs or product_applications may have changed, and refreshes them (or notes them while facets are deferred).
CREATE OR REPLACE FUNCTION product_facets_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    IF TG_OP = 'INSERT' THEN
      touched := array(SELECT id FROM new_rows);
    ELSE
      touched := array(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.category_id, n.subcategory_id, n.manufacturer, n.lifecycle, n.status, n.created_at)
          IS DISTINCT FROM (o.category_id, o.subcategory_id, o.manufacturer, o.lifecycle, o.status, o.created_at));
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    touched := array(SELECT DISTINCT product_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    touched := array(SELECT DISTINCT product_id FROM old_rows);
  ELSIF TG_TABLE_NAME = 'product_specs' THEN
    touched := array(
      SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.product_id, n.attribute_id, n.value, n.value_number) IS DISTINCT FROM (o.product_id, o.attribute_id, o.value, o.value_number)
      UNION
      SELECT o.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.product_id <> n.product_id);
  ELSE
    -- product_applications has no id: compare the statement's (product, application) pairs.
    touched := array(SELECT DISTINCT c.product_id FROM (
      (SELECT product_id, application_id FROM new_rows EXCEPT SELECT product_id, application_id FROM old_rows)
      UNION
      (SELECT product_id, application_id FROM old_rows EXCEPT SELECT product_id, application_id FROM new_rows)) c);
  END IF;
  IF public.facets_deferred() THEN
    INSERT INTO pg_temp.facet_pending_products (product_id) SELECT unnest(touched);
    RETURN NULL;
  END IF;
  PERFORM public.product_facets_refresh(touched);
  RETURN NULL;
END $$;
