import { sql } from "drizzle-orm";
import type { Localized } from "~/i18n/locales";

/** One of the up to three specs a category names as key (cards, table columns, API `keySpecs`). */
export interface KeySpec {
  key: string;
  name: Localized;
  value: string;
}

/**
 * A product's values of its category's key specs, in the category's order: a column of the
 * product-list query (the query joins `categories`).
 */
export const keySpecsColumn = sql<KeySpec[]>`(select coalesce(json_agg(json_build_object('key', a.key, 'name', a.name, 'value', s.value)
    order by array_position(categories.key_specs, a.key), s.position), '[]'::json)
  from product_specs s join spec_attributes a on a.id = s.attribute_id
  where s.product_id = products.id and a.key = any(categories.key_specs))`;
