DROP INDEX "products_category_id_index";--> statement-breakpoint
DROP INDEX "products_part_number_normalized_index";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', part_number || ' ' || regexp_replace(part_number, '[^A-Za-z0-9]+', ' ', 'g') || ' ' || manufacturer), 'A') ||
  setweight(to_tsvector('english', f_unaccent(coalesce(name->>'en', ''))), 'A') ||
  setweight(to_tsvector('french', f_unaccent(coalesce(name->>'fr', ''))), 'A') ||
  setweight(to_tsvector('english', f_unaccent(coalesce(description->>'en', ''))), 'B') ||
  setweight(to_tsvector('french', f_unaccent(coalesce(description->>'fr', ''))), 'B') ||
  setweight(to_tsvector('english', f_unaccent(coalesce(details->>'en', ''))), 'C') ||
  setweight(to_tsvector('french', f_unaccent(coalesce(details->>'fr', ''))), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_facet_idx" ON "products" USING btree ("category_id","subcategory_id","lifecycle","manufacturer","status","id");--> statement-breakpoint
CREATE INDEX "products_part_number_prefix_idx" ON "products" USING btree ("part_number_normalized" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_part_number_trgm_idx" ON "products" USING gin ("part_number_normalized" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document");