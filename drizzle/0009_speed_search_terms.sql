-- Speed at distributor scale (issues 14 and 15, decision record 028).
--
-- Functions are named by their schema (as migration 0008 does): a pg_dump restore runs with an
-- empty search_path and inlines these SQL functions while it fills the generated columns.
--
-- 1. search_values() reads values with each pattern only when the text can hold it, and
--    search_value_terms() (the stored terms of products and spec values) no longer computes the
--    `rest` it throws away. The terms are the same as before, so no stored column changes.
CREATE OR REPLACE FUNCTION search_values_read(input text, with_rest boolean, OUT terms text[], OUT rest text)
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
  rest := s;
  -- Every pattern but the pole notation (SPDT, DPST-NO) needs a digit: most spec values
  -- ("Flange", "PNP") have none.
  IF s !~ '\d' AND s !~ '(sp|dp)(dt|st)' THEN RETURN; END IF;
  s := replace(replace(s, E'\u03c9', 'ohm'), E'\u00b0c', 'degc');
  -- 4,000 and 4 000 are thousands; 0,5 is a decimal comma.
  s := regexp_replace(s, '(?<![[:alnum:].,])(\d{1,3})[, ](\d{3})(?![\d,.])', '\1\2', 'g');
  s := regexp_replace(s, '(\d),(\d)', '\1.\2', 'g');
  rest := s;
  -- Each loop runs a query: only when the text holds a match.
  IF s ~ quantity THEN
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
    IF with_rest THEN rest := regexp_replace(rest, quantity, ' ', 'g'); END IF;
  END IF;
  IF s ~ protection THEN
    FOR m IN SELECT regexp_matches(s, protection, 'g') LOOP terms := terms || ('ip' || m[1]); END LOOP;
    IF with_rest THEN rest := regexp_replace(rest, protection, ' ', 'g'); END IF;
  END IF;
  IF s ~ thread THEN
    FOR m IN SELECT regexp_matches(s, thread, 'g') LOOP terms := terms || ('m' || m[1]); END LOOP;
    IF with_rest THEN rest := regexp_replace(rest, thread, ' ', 'g'); END IF;
  END IF;
  IF s ~ contacts THEN
    FOR m IN SELECT regexp_matches(s, contacts, 'g') LOOP
      terms := terms || (m[1] || CASE WHEN m[2] IN ('no', 'nc') THEN m[2] ELSE 'co' END);
    END LOOP;
    IF with_rest THEN rest := regexp_replace(rest, contacts, ' ', 'g'); END IF;
  END IF;
  IF s ~ poles THEN
    FOR m IN SELECT regexp_matches(s, poles, 'g') LOOP
      b := CASE m[1] WHEN 'sp' THEN '1' WHEN 'dp' THEN '2' ELSE left(m[1], 1) END;
      terms := terms || (b || CASE WHEN m[2] = 'dt' THEN 'co' ELSE right(m[2], 2) END);
    END LOOP;
    IF with_rest THEN rest := regexp_replace(rest, poles, ' ', 'g'); END IF;
  END IF;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_values(input text, OUT terms text[], OUT rest text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT * FROM public.search_values_read(input, true) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_value_terms(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (public.search_values_read($1, false)).terms $$;
--> statement-breakpoint
-- 2. The search document leaves out the long `details` (its values stay in value_terms): writing
--    a product computes five to_tsvector instead of seven over a third of the text.
ALTER TABLE "products" DROP COLUMN "search_document";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', part_number || ' ' || regexp_replace(part_number, '[^A-Za-z0-9]+', ' ', 'g') || ' ' || manufacturer), 'A') ||
  setweight(to_tsvector('english', f_unaccent(coalesce(name->>'en', ''))), 'A') ||
  setweight(to_tsvector('french', f_unaccent(coalesce(name->>'fr', ''))), 'A') ||
  setweight(to_tsvector('english', f_unaccent(coalesce(description->>'en', ''))), 'B') ||
  setweight(to_tsvector('french', f_unaccent(coalesce(description->>'fr', ''))), 'B')) STORED NOT NULL;--> statement-breakpoint
-- 3. products.spec_terms: the sorted, distinct value terms of the product's spec rows, so that a
--    value is found by GIN indexes on the product row (value_terms or spec_terms), never by a
--    sub-query. A statement trigger on product_specs keeps it, whatever writes the specs (form,
--    JSON calls, CSV import, seed, attribute deletes cascading), and writes a product row only
--    when its terms changed.
ALTER TABLE "products" ADD COLUMN "spec_terms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE FUNCTION products_spec_terms(ids integer[]) RETURNS TABLE (id integer, terms text[])
  LANGUAGE sql STABLE AS $$
    SELECT p.id, coalesce(array_agg(DISTINCT term ORDER BY term) FILTER (WHERE term IS NOT NULL), '{}')
    FROM unnest(ids) AS p(id)
      LEFT JOIN product_specs s ON s.product_id = p.id
      LEFT JOIN LATERAL unnest(s.value_terms) AS term ON true
    GROUP BY p.id
  $$;
--> statement-breakpoint
CREATE FUNCTION spec_terms_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    touched := array(SELECT DISTINCT product_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    touched := array(SELECT DISTINCT product_id FROM old_rows);
  ELSE
    -- Only rows whose terms or product changed (a product's new category cascades to its rows).
    touched := array(
      SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE o.value_terms IS DISTINCT FROM n.value_terms OR o.product_id <> n.product_id
      UNION
      SELECT o.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.product_id <> n.product_id);
  END IF;
  IF cardinality(touched) > 0 THEN
    UPDATE products p SET spec_terms = t.terms FROM public.products_spec_terms(touched) t
      WHERE p.id = t.id AND p.spec_terms IS DISTINCT FROM t.terms;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER spec_terms_insert AFTER INSERT ON product_specs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION spec_terms_trigger();--> statement-breakpoint
CREATE TRIGGER spec_terms_update AFTER UPDATE ON product_specs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION spec_terms_trigger();--> statement-breakpoint
CREATE TRIGGER spec_terms_delete AFTER DELETE ON product_specs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION spec_terms_trigger();--> statement-breakpoint
UPDATE products p SET spec_terms = t.terms
  FROM (SELECT s.product_id, array_agg(DISTINCT term ORDER BY term) AS terms FROM product_specs s, unnest(s.value_terms) AS term GROUP BY s.product_id) t
  WHERE p.id = t.product_id;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "products_spec_terms_idx" ON "products" USING gin ("spec_terms");
--> statement-breakpoint
-- 4. The product list sorted by name in each language reads one page of an index.
CREATE INDEX "products_name_en_idx" ON "products" USING btree (lower(f_unaccent(coalesce(name->>'en', name->>'en', ''))),"id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_name_fr_idx" ON "products" USING btree (lower(f_unaccent(coalesce(name->>'fr', name->>'en', ''))),"id") WHERE status = 'active';
