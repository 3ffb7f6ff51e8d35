-- products: runs record_lifecycle_notice() (functions/record_lifecycle_notice.sql) when a product's lifecycle changes.
-- ENABLE ALWAYS: fires under session_replication_role = replica too, like every trigger of ours.
CREATE OR REPLACE TRIGGER products_lifecycle_notice AFTER UPDATE OF lifecycle ON products
  FOR EACH ROW WHEN (OLD.lifecycle IS DISTINCT FROM NEW.lifecycle)
  EXECUTE FUNCTION record_lifecycle_notice();
--> statement-breakpoint
ALTER TABLE products ENABLE ALWAYS TRIGGER products_lifecycle_notice;
