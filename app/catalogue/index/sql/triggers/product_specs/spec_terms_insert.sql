-- product_specs: runs spec_terms_trigger() (functions/spec_terms_trigger.sql).
-- ENABLE (origin only): the CSV import's insert of new products (session_replication_role = replica) gives the spec terms itself (decision 046).
CREATE OR REPLACE TRIGGER spec_terms_insert AFTER INSERT ON product_specs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION spec_terms_trigger();
--> statement-breakpoint
ALTER TABLE product_specs ENABLE TRIGGER spec_terms_insert;
