-- products: runs products_search_document_fill() (functions/products_search_document_fill.sql).
-- ENABLE ALWAYS: fires under session_replication_role = replica too (the CSV import's new products, decision 046).
CREATE OR REPLACE TRIGGER products_search_document_update BEFORE UPDATE OF part_number, manufacturer, name, description ON products FOR EACH ROW
  WHEN (OLD.part_number IS DISTINCT FROM NEW.part_number OR OLD.manufacturer IS DISTINCT FROM NEW.manufacturer
    OR OLD.name IS DISTINCT FROM NEW.name OR OLD.description IS DISTINCT FROM NEW.description)
  EXECUTE FUNCTION products_search_document_fill();
--> statement-breakpoint
ALTER TABLE products ENABLE ALWAYS TRIGGER products_search_document_update;
