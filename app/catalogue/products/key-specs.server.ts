import { sql } from "drizzle-orm";
import type { ShownSpec, StoredSpecRow } from "./attributes.server";

/** One of the up to three specs a category names as key (cards, table columns, API `keySpecs`), in every language. */
export type KeySpec = ShownSpec;

/**
 * A product's rows of its category's key specs, in the category's order: a column of the
 * product-list query (the query joins `categories`); showSpecs formats them.
 */
export const keySpecsColumn = sql<StoredSpecRow[]>`(select coalesce(json_agg(json_build_object('key', a.key, 'value', s.value, 'label', s.label)
    order by array_position(categories.key_specs, a.key), s.position), '[]'::json)
  from product_specs s join spec_attributes a on a.id = s.attribute_id
  where s.product_id = products.id and a.key = any(categories.key_specs))`;
