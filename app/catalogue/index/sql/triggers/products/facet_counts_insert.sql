-- products: runs facet_counts_trigger() (functions/facet_counts_trigger.sql).
-- ENABLE ALWAYS: fires under session_replication_role = replica too (the CSV import's new products, decision 046).
CREATE OR REPLACE TRIGGER facet_counts_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION facet_counts_trigger();
--> statement-breakpoint
ALTER TABLE products ENABLE ALWAYS TRIGGER facet_counts_insert;
