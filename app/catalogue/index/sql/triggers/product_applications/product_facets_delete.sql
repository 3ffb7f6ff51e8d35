-- product_applications: runs product_facets_trigger() (functions/product_facets_trigger.sql).
-- ENABLE ALWAYS: fires under session_replication_role = replica too (the CSV import's new products, decision 046).
CREATE OR REPLACE TRIGGER product_facets_delete AFTER DELETE ON product_applications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_trigger();
--> statement-breakpoint
ALTER TABLE product_applications ENABLE ALWAYS TRIGGER product_facets_delete;
