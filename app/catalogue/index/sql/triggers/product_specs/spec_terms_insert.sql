-- product_specs: runs spec_terms_trigger() (functions/spec_terms_trigger.sql).
-- ENABLE ALWAYS: fires under session_replication_role = replica too; the writer of new products, which gives their spec terms, turns its work aside with vitrine.search_columns_given (decision 071).
CREATE OR REPLACE TRIGGER spec_terms_insert AFTER INSERT ON product_specs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION spec_terms_trigger();
--> statement-breakpoint
ALTER TABLE product_specs ENABLE ALWAYS TRIGGER spec_terms_insert;
