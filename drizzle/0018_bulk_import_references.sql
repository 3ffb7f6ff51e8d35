-- Decision 046: the CSV import of new products on PGlite checks the references of its new rows once
-- per statement instead of once per row, and three indexes no query reads go.
--
-- 1. Facets are filtered and counted from product_facets and facet_pair_counts (decisions 031 and
--    036): no query reads these covering indexes any more (pg_stat_user_indexes after the
--    catalogue benchmark at 100,000 products: 0 scans), while every spec and application row
--    written paid for them (115 MB of the 183 MB of product_specs' indexes at 100,000 products).
DROP INDEX "product_applications_facet_idx";--> statement-breakpoint
DROP INDEX "product_specs_attribute_value_product_idx";--> statement-breakpoint
DROP INDEX "product_specs_facet_idx";--> statement-breakpoint
-- 2. The import inserts new products and their rows with session_replication_role = replica, which
--    skips the per-row foreign-key checks (as pg_restore --disable-triggers does) after it has
--    checked those references itself, once per statement. Replica mode also skips every trigger
--    left at its default (ENABLE, "origin"); ours keep the search columns, spec terms and facets
--    true, so they fire whatever the role (ENABLE ALWAYS), but one: the insert of new products
--    gives their spec terms itself, so spec_terms_insert, which would compute them again from the
--    spec rows and find them equal, fires only in origin mode. A trigger added later must be made
--    ALWAYS too (tests/integration/bulk-references.test.ts fails otherwise).
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT c.relname, g.tgname FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND NOT g.tgisinternal ORDER BY 1, 2
  LOOP
    EXECUTE format('ALTER TABLE public.%I ENABLE ALWAYS TRIGGER %I', t.relname, t.tgname);
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "product_specs" ENABLE TRIGGER "spec_terms_insert";
