-- A part number as buyers may type it (issue 32): letters and digits, upper case, a DC voltage
-- written any way ("24VDC", "DC24", "DC24V", "24V") as one token ("24V"), and the letter O and I
-- read as the digits 0 and 1. A comparison key only: the generated columns
-- products.part_number_key and product_cross_references.part_number_key, mirrored by
-- partNumberKey (app/catalogue/index/part-number.ts).
CREATE OR REPLACE FUNCTION part_number_key(part_number text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT translate(
    regexp_replace(
      regexp_replace(upper(regexp_replace(part_number, '[^A-Za-z0-9]', '', 'g')), '([0-9]+)VDC', '\1V', 'g'),
      'DC([0-9]+)V?', '\1V', 'g'),
    'OI', '01') $$;
