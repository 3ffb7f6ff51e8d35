-- products: runs products_value_terms_fill() (functions/products_value_terms_fill.sql).
-- ENABLE ALWAYS: fires under session_replication_role = replica too (the CSV import's new products, decision 046).
CREATE OR REPLACE TRIGGER products_value_terms_insert BEFORE INSERT ON products FOR EACH ROW
  WHEN (NEW.value_terms IS NULL) EXECUTE FUNCTION products_value_terms_fill();
--> statement-breakpoint
ALTER TABLE products ENABLE ALWAYS TRIGGER products_value_terms_insert;
