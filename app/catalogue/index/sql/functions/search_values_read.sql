-- Reads values (quantities with units, IP ratings, threads, contact forms) out of a text as canonical terms, and the rest of the text; the one reader of values for stored terms and queries alike.
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
