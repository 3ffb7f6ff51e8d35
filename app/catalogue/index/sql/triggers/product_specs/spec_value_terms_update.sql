-- product_specs: runs spec_value_terms_fill() (functions/spec_value_terms_fill.sql).
-- ENABLE ALWAYS: fires under session_replication_role = replica too (the CSV import's new products, decision 046).
CREATE OR REPLACE TRIGGER spec_value_terms_update BEFORE UPDATE OF value, unit ON product_specs FOR EACH ROW
  WHEN (OLD.value IS DISTINCT FROM NEW.value OR OLD.unit IS DISTINCT FROM NEW.unit) EXECUTE FUNCTION spec_value_terms_fill();
--> statement-breakpoint
ALTER TABLE product_specs ENABLE ALWAYS TRIGGER spec_value_terms_update;
