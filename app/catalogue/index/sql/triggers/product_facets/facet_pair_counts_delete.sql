-- product_facets: runs facet_pair_counts_trigger() (functions/facet_pair_counts_trigger.sql).
-- ENABLE ALWAYS: fires under session_replication_role = replica too (the CSV import's new products, decision 046).
CREATE OR REPLACE TRIGGER facet_pair_counts_delete AFTER DELETE ON product_facets REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION facet_pair_counts_trigger();
--> statement-breakpoint
ALTER TABLE product_facets ENABLE ALWAYS TRIGGER facet_pair_counts_delete;
