import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { type Database, queryRows } from "~/db/client.server";

/**
 * Per active product and attribute of which it carries two values or more, its value-set key's
 * (dimension, value) (decision 074): the md5 of its sorted distinct (value, number) pairs.
 */
const valueSets = sql`select p.id, p.category_id, 'set:' || s.attribute_id as dimension,
    md5(array_agg(distinct array[s.value, coalesce(s.value_number, 'NaN'::float8)::text] order by array[s.value, coalesce(s.value_number, 'NaN'::float8)::text])::text) as value
  from product_specs s join products p on p.id = s.product_id where p.status = 'active'
  group by p.id, s.attribute_id having count(distinct (s.value, coalesce(s.value_number, 'NaN'::float8))) > 1`;

// The derived catalogue tables recomputed from the tables they derive from: what a writer that
// bypasses nothing leaves. A copy of facets.test.ts's expectCountsInSync (which could import it),
// with the search columns of spec rows (csv-import-equivalence.test.ts's searchColumnsDrift).

/** facet_counts as stored, and as recomputed from the tables (the migration's own query). */
export async function expectCountsInSync(db: Database) {
  const stored = await queryRows<{ k: string; n: number }>(
    db,
    sql`select scope || '|' || dimension || '|' || value || '|' || number as k, n from facet_counts where n <> 0 order by 1`,
  );
  const fresh = await queryRows<{ k: string; n: number }>(
    db,
    sql`select scope || '|' || dimension || '|' || value || '|' || number as k, n from (
      select d.scope, d.dimension, d.value, 'NaN'::float8 as number, count(*)::int as n from products c cross join lateral (values
        (0, 'category', c.category_id::text), (0, 'subcategory', c.subcategory_id::text), (0, 'manufacturer', c.manufacturer),
        (0, 'lifecycle', c.lifecycle::text), (c.category_id, 'subcategory', c.subcategory_id::text),
        (c.category_id, 'manufacturer', c.manufacturer), (c.category_id, 'lifecycle', c.lifecycle::text)) as d(scope, dimension, value)
      where c.status = 'active' and d.value is not null group by 1, 2, 3
      union all
      select d.scope, 'application', pa.application_id::text, 'NaN'::float8, count(*)::int
        from product_applications pa join products p on p.id = pa.product_id
        cross join lateral (values (0), (p.category_id)) as d(scope) where p.status = 'active' group by 1, 3
      union all
      select p.category_id, 'spec:' || s.attribute_id, s.value, coalesce(s.value_number, 'NaN'), count(*)::int
        from product_specs s join products p on p.id = s.product_id where p.status = 'active' group by 1, 2, 3, 4
    ) x order by 1`,
  );
  expect(stored).toEqual(fresh);
  // The child rows carry their product's current category, status and lifecycle.
  const drift = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select s.category_id, s.status, s.lifecycle, p.category_id as c, p.status as st, p.lifecycle as l from product_specs s join products p on p.id = s.product_id
      union all
      select pa.category_id, pa.status, pa.lifecycle, p.category_id, p.status, p.lifecycle from product_applications pa join products p on p.id = pa.product_id
    ) x where (category_id, status, lifecycle) is distinct from (c, st, l)`,
  );
  expect(drift[0]!.n).toBe(0);
  // product_facets (decision 031): each active product's keys are exactly the facet values it
  // carries now, computed here from the tables.
  const keyed = await queryRows<{ k: string }>(
    db,
    sql`select pf.product_id || '|' || v.dimension || '|' || v.value || '|' || v.number as k
      from product_facets pf cross join unnest(pf.keys) as key join facet_values v on v.id = key order by 1`,
  );
  const carried = await queryRows<{ k: string }>(
    db,
    sql`select distinct k from (
      select p.id || '|' || d.dimension || '|' || d.value || '|' || 'NaN'::float8 as k from products p cross join lateral (values
        ('category', p.category_id::text), ('subcategory', p.subcategory_id::text), ('manufacturer', p.manufacturer),
        ('lifecycle', p.lifecycle::text)) as d(dimension, value) where p.status = 'active' and d.value is not null
      union all
      select p.id || '|application|' || pa.application_id || '|' || 'NaN'::float8 from product_applications pa join products p on p.id = pa.product_id where p.status = 'active'
      union all
      select p.id || '|spec:' || s.attribute_id || '|' || s.value || '|' || coalesce(s.value_number, 'NaN') from product_specs s join products p on p.id = s.product_id where p.status = 'active'
      union all
      select vs.id || '|' || vs.dimension || '|' || vs.value || '|' || 'NaN'::float8 from (${valueSets}) vs
    ) x order by 1`,
  );
  expect(keyed.map((r) => r.k)).toEqual(carried.map((r) => r.k));
  // facet_pair_counts (decision 036): for each category, each ordered pair of distinct facet
  // values (the category's own left out) and how many of its active products carry both,
  // computed here from the tables.
  const pairs = await queryRows<{ k: string; n: number }>(
    db,
    sql`select p.category_id || '|' || p.key || '|' || p.other as k, p.n from facet_pair_counts p where p.n <> 0 order by 1`,
  );
  const freshPairs = await queryRows<{ k: string; n: number }>(
    db,
    sql`with carried as (
        select distinct p.id, p.category_id, v.id as key from products p cross join lateral (values
          ('subcategory', p.subcategory_id::text, 'NaN'::float8), ('manufacturer', p.manufacturer, 'NaN'), ('lifecycle', p.lifecycle::text, 'NaN')) as d(dimension, value, number)
          join facet_values v on v.dimension = d.dimension and v.value = d.value and v.number = d.number
          where p.status = 'active'
        union
        select p.id, p.category_id, v.id from product_applications pa join products p on p.id = pa.product_id
          join facet_values v on v.dimension = 'application' and v.value = pa.application_id::text and v.number = 'NaN' where p.status = 'active'
        union
        select p.id, p.category_id, v.id from product_specs s join products p on p.id = s.product_id
          join facet_values v on v.dimension = 'spec:' || s.attribute_id and v.value = s.value and v.number = coalesce(s.value_number, 'NaN') where p.status = 'active'
        union
        select vs.id, vs.category_id, v.id from (${valueSets}) vs join facet_values v on v.dimension = vs.dimension and v.value = vs.value and v.number = 'NaN')
      select a.category_id || '|' || a.key || '|' || b.key as k, count(*)::int as n
        from carried a join carried b on b.id = a.id and b.key <> a.key group by a.category_id, a.key, b.key order by 1`,
  );
  expect(pairs).toEqual(freshPairs);
}

/** Spec rows and products whose search columns are not what their SQL functions compute afresh. */
export async function expectSearchColumnsInSync(db: Database) {
  const specs = await queryRows<{ id: number }>(db, sql`select id from product_specs where value_terms is distinct from search_value_terms(spec_value_text(value, unit))`);
  expect(specs).toEqual([]);
  const products = await queryRows<{ part_number: string }>(
    db,
    sql`select p.part_number from products p join products_spec_terms(array(select id from products)) t on t.id = p.id where p.spec_terms is distinct from t.terms`,
  );
  expect(products).toEqual([]);
}
