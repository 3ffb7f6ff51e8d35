-- products: runs products_search_document_fill() (functions/products_search_document_fill.sql).
-- ENABLE ALWAYS: fires under session_replication_role = replica too (the CSV import's new products, decision 046).
CREATE OR REPLACE TRIGGER products_search_document_insert BEFORE INSERT ON products FOR EACH ROW
  WHEN (NEW.search_document IS NULL) EXECUTE FUNCTION products_search_document_fill();
--> statement-breakpoint
ALTER TABLE products ENABLE ALWAYS TRIGGER products_search_document_insert;
