-- Search by value (issue 15). search_values() reads numbers with units, protection ratings,
-- threads and contact arrangements in either language and writes each as a canonical term:
-- "24V", "24 V DC", "24 VDC", "24 V CC" -> 24v (and 24vdc); "0,5 A", "500 mA" -> 0.5a;
-- "4–20 mA" -> 0.004-0.02a; "IP 67" -> ip67; "M12x1" -> m12; "2 CO", "DPDT", "2 RT" -> 2co.
-- The same function makes the stored terms of products and spec values (generated columns) and
-- reads the query (app/catalogue/search/), so index and query agree by construction. `rest` is the
-- input without the values: the words left for the text search.
-- A change to the function needs the generated columns rewritten (UPDATE ... SET value = value).
CREATE OR REPLACE FUNCTION search_values(input text, OUT terms text[], OUT rest text)
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $fn$
DECLARE
  s text;
  m text[];
  factor numeric;
  unit text;
  a text;
  b text;
  quantity constant text := '(?<![[:alnum:].-])(-?\d+(?:\.\d+)?)(?:\s*-\s*(\d+(?:\.\d+)?))?\s*(k|m|u)?(va|v|a|w|hz|ohm|bar|rpm|degc|n|s|m)(?:\s*(dc|ac|cc|ca))?(?![[:alnum:]])';
  protection constant text := '(?<![[:alnum:]])ip\s?(\d\dk?)(?![[:alnum:]])';
  thread constant text := '(?<![[:alnum:]])m(\d{1,2})(?:x\d+(?:\.\d+)?)?(?![[:alnum:]])';
  contacts constant text := '(?<![[:alnum:].])(\d)\s*(no|nc|co|c/o|rt)(?![[:alnum:]])';
  poles constant text := '(?<![[:alnum:]])(sp|dp|[1-4]p)(dt|st-?no|st-?nc)(?![[:alnum:]])';
BEGIN
  terms := '{}';
  IF input IS NULL THEN rest := ''; RETURN; END IF;
  s := lower(input);
  s := translate(s, E'\u2013\u2014\u2212\u00b5\u03bc\u00a0\u202f', '---uu  ');
  s := replace(replace(s, E'\u03c9', 'ohm'), E'\u00b0c', 'degc');
  -- 4,000 and 4 000 are thousands; 0,5 is a decimal comma.
  s := regexp_replace(s, '(?<![[:alnum:].,])(\d{1,3})[, ](\d{3})(?![\d,.])', '\1\2', 'g');
  s := regexp_replace(s, '(\d),(\d)', '\1.\2', 'g');
  FOR m IN SELECT regexp_matches(s, quantity, 'g') LOOP
    factor := CASE m[3] WHEN 'k' THEN 1000 WHEN 'm' THEN 0.001 WHEN 'u' THEN 0.000001 ELSE 1 END;
    unit := m[4];
    a := trim_scale(m[1]::numeric * factor)::text;
    IF m[2] IS NOT NULL THEN a := a || '-' || trim_scale(m[2]::numeric * factor)::text; END IF;
    terms := terms || (a || unit);
    IF m[5] IS NOT NULL THEN
      terms := terms || (a || unit || CASE WHEN m[5] IN ('dc', 'cc') THEN 'dc' ELSE 'ac' END);
    END IF;
  END LOOP;
  FOR m IN SELECT regexp_matches(s, protection, 'g') LOOP terms := terms || ('ip' || m[1]); END LOOP;
  FOR m IN SELECT regexp_matches(s, thread, 'g') LOOP terms := terms || ('m' || m[1]); END LOOP;
  FOR m IN SELECT regexp_matches(s, contacts, 'g') LOOP
    terms := terms || (m[1] || CASE WHEN m[2] IN ('no', 'nc') THEN m[2] ELSE 'co' END);
  END LOOP;
  FOR m IN SELECT regexp_matches(s, poles, 'g') LOOP
    b := CASE m[1] WHEN 'sp' THEN '1' WHEN 'dp' THEN '2' ELSE left(m[1], 1) END;
    terms := terms || (b || CASE WHEN m[2] = 'dt' THEN 'co' ELSE right(m[2], 2) END);
  END LOOP;
  rest := regexp_replace(s, quantity, ' ', 'g');
  rest := regexp_replace(rest, protection, ' ', 'g');
  rest := regexp_replace(rest, thread, ' ', 'g');
  rest := regexp_replace(rest, contacts, ' ', 'g');
  rest := regexp_replace(rest, poles, ' ', 'g');
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_value_terms(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (search_values($1)).terms $$;
--> statement-breakpoint
CREATE TABLE "search_misses" (
	"query" text NOT NULL,
	"locale" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_misses_query_locale_day_pk" PRIMARY KEY("query","locale","day")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"locale" text PRIMARY KEY NOT NULL,
	"groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "key_specs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product_specs" ADD COLUMN "value_terms" text[] GENERATED ALWAYS AS (search_value_terms(value || ' ' || coalesce(unit, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "value_terms" text[] GENERATED ALWAYS AS (search_value_terms(
  coalesce(name->>'en', '') || ' | ' || coalesce(name->>'fr', '') || ' | ' || coalesce(description->>'en', '') || ' | ' ||
  coalesce(description->>'fr', '') || ' | ' || coalesce(details->>'en', '') || ' | ' || coalesce(details->>'fr', ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_misses_day_index" ON "search_misses" USING btree ("day");--> statement-breakpoint
CREATE INDEX "product_specs_value_terms_idx" ON "product_specs" USING gin ("value_terms");--> statement-breakpoint
CREATE INDEX "products_value_terms_idx" ON "products" USING gin ("value_terms");