-- products: runs product_facets_trigger() (functions/product_facets_trigger.sql).
-- ENABLE ALWAYS: fires under session_replication_role = replica too (the CSV import's new products, decision 046).
CREATE OR REPLACE TRIGGER product_facets_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_trigger();
--> statement-breakpoint
ALTER TABLE products ENABLE ALWAYS TRIGGER product_facets_insert;
