-- products: runs products_value_terms_fill() (functions/products_value_terms_fill.sql).
-- ENABLE ALWAYS: fires under session_replication_role = replica too (the CSV import's new products, decision 046).
CREATE OR REPLACE TRIGGER products_value_terms_update BEFORE UPDATE OF name, description, details ON products FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.description IS DISTINCT FROM NEW.description OR OLD.details IS DISTINCT FROM NEW.details)
  EXECUTE FUNCTION products_value_terms_fill();
--> statement-breakpoint
ALTER TABLE products ENABLE ALWAYS TRIGGER products_value_terms_update;
