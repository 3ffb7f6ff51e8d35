CREATE TABLE "search_miss_outcomes" (
	"query" text NOT NULL,
	"locale" text NOT NULL,
	"fix" text,
	"product_id" integer,
	"detail" text DEFAULT '' NOT NULL,
	"fixed_by" text,
	"fixed_at" timestamp with time zone,
	"found_at" timestamp with time zone,
	CONSTRAINT "search_miss_outcomes_query_locale_pk" PRIMARY KEY("query","locale")
);
--> statement-breakpoint
-- Rows logged before this migration knew only the normalised query: it stands for what was typed.
ALTER TABLE "search_misses" ADD COLUMN "typed" text;--> statement-breakpoint
UPDATE "search_misses" SET "typed" = "query";--> statement-breakpoint
ALTER TABLE "search_misses" ALTER COLUMN "typed" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "search_misses" DROP CONSTRAINT "search_misses_query_locale_day_pk";--> statement-breakpoint
ALTER TABLE "search_misses" ADD CONSTRAINT "search_misses_query_locale_day_typed_pk" PRIMARY KEY("query","locale","day","typed");--> statement-breakpoint
ALTER TABLE "search_miss_outcomes" ADD CONSTRAINT "search_miss_outcomes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_miss_outcomes_product_id_index" ON "search_miss_outcomes" USING btree ("product_id");