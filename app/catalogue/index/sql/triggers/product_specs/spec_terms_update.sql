-- product_specs: runs spec_terms_trigger() (functions/spec_terms_trigger.sql).
-- ENABLE ALWAYS: fires under session_replication_role = replica too (the CSV import's new products, decision 046).
CREATE OR REPLACE TRIGGER spec_terms_update AFTER UPDATE ON product_specs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION spec_terms_trigger();
--> statement-breakpoint
ALTER TABLE product_specs ENABLE ALWAYS TRIGGER spec_terms_update;
