import { type SQL, sql } from "drizzle-orm";
import { memoize } from "~/cache/content-cache.server";
import { type Database, queryRows } from "~/db/client.server";
import { type Locale, type Localized, locales } from "~/i18n/locales";

/*
 * How complete a product is in one language (issue 29's data quality): its family's required
 * specifications filled (a text value in that language), its name and description in that
 * language, and a datasheet in that language or for all. The figure is the share of those filled,
 * 0 to 1, computed in SQL so that the staff list can filter and sort by it.
 */

/** A required attribute of the product's family: its subcategory's set when it has one, else its category's. */
const requiredOf = (product: SQL) => sql`select s.attribute_id, a.type, a.key from attribute_sets s join spec_attributes a on a.id = s.attribute_id
  where s.required and case when exists (select 1 from attribute_sets x where x.subcategory_id = ${product}.subcategory_id)
    then s.subcategory_id = ${product}.subcategory_id else s.category_id = ${product}.category_id end`;

const textIn = (column: SQL, locale: Locale) => sql`coalesce(${column}->>${sql.raw(`'${locale}'`)}, '') <> ''`;

/**
 * Whether the product has a readable value of the required attribute `r`: a text one in `locale`,
 * a choice one of its options, yes/no, a quantity with its number. A value kept as written before
 * values were typed that does not read so (npm run specs:check lists them) counts as missing.
 */
const filled = (product: SQL, locale: Locale) =>
  sql`exists (select 1 from product_specs ps where ps.product_id = ${product}.id and ps.attribute_id = r.attribute_id
    and case r.type
      when 'text' then ${textIn(sql`ps.label`, locale)}
      when 'choice' then exists (select 1 from spec_options o where o.attribute_id = ps.attribute_id and o.key = ps.value)
      when 'boolean' then ps.value in ('yes', 'no')
      else ps.value_number is not null end)`;

const datasheet = (product: SQL, locale: Locale) =>
  sql`exists (select 1 from product_documents d where d.product_id = ${product}.id and d.type = 'datasheet' and (d.language is null or d.language = ${locale}))`;

/** The product's completeness in `locale`, 0..1, as a column of a query on `products` (or its alias). */
export function completenessColumn(locale: Locale, product: SQL = sql`products`): SQL<number> {
  return sql<number>`(select ((select count(*) from (${requiredOf(product)}) r where ${filled(product, locale)})
      + (${textIn(sql`${product}.name`, locale)})::int + (${textIn(sql`${product}.description`, locale)})::int + (${datasheet(product, locale)})::int)::float
    / ((select count(*) from (${requiredOf(product)}) r) + 3))`;
}

/** The completeness in every language, as one jsonb column ({"en": 1, "fr": 0.75}). */
export function completenessColumns(product: SQL = sql`products`): SQL<Record<Locale, number>> {
  return sql<Record<Locale, number>>`jsonb_build_object(${sql.join(
    locales.map((locale) => sql`${locale}::text, ${completenessColumn(locale, product)}`),
    sql`, `,
  )})`;
}

/** The lower of the languages' figures (the staff list's "least complete first"). */
export function leastCompleteness(product: SQL = sql`products`): SQL<number> {
  return sql<number>`least(${sql.join(locales.map((locale) => completenessColumn(locale, product)), sql`, `)})`;
}

/** What a product lacks in one language: required attributes (by key), name, description, datasheet. */
export interface Missing {
  attributes: string[];
  name: boolean;
  description: boolean;
  datasheet: boolean;
}

/** The completeness of one product in each language, with what it lacks. */
export async function productCompleteness(db: Database, id: number): Promise<Record<Locale, { score: number; missing: Missing }> | undefined> {
  const product = sql`p`;
  const columns = locales.map(
    (locale) => sql`${completenessColumn(locale, product)} as ${sql.raw(`"score_${locale}"`)},
      (select coalesce(json_agg(r.key order by r.key), '[]'::json) from (${requiredOf(product)}) r where not ${filled(product, locale)}) as ${sql.raw(`"attributes_${locale}"`)},
      not ${textIn(sql`p.name`, locale)} as ${sql.raw(`"name_${locale}"`)},
      not ${textIn(sql`p.description`, locale)} as ${sql.raw(`"description_${locale}"`)},
      not ${datasheet(product, locale)} as ${sql.raw(`"datasheet_${locale}"`)}`,
  );
  const [row] = await queryRows<Record<string, unknown>>(db, sql`select ${sql.join(columns, sql`, `)} from products p where p.id = ${id}`);
  if (!row) return undefined;
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      {
        score: Number(row[`score_${locale}`]),
        missing: {
          attributes: row[`attributes_${locale}`] as string[],
          name: Boolean(row[`name_${locale}`]),
          description: Boolean(row[`description_${locale}`]),
          datasheet: Boolean(row[`datasheet_${locale}`]),
        },
      },
    ]),
  ) as Record<Locale, { score: number; missing: Missing }>;
}

/** A product family's average completeness per language and how many of its products are incomplete. */
export interface FamilyCompleteness {
  categorySlug: string;
  name: Localized;
  products: number;
  incomplete: number;
  average: Record<Locale, number>;
}

/**
 * The least complete families (categories), lowest first: the staff dashboard's list. Kept in
 * memory until the catalogue changes (it reads every product).
 */
export function leastCompleteFamilies(db: Database, limit = 5): Promise<FamilyCompleteness[]> {
  return memoize(db, `completeness-families:${limit}`, async () => {
    const rows = await queryRows<{ slug: string; name: Localized; products: number; incomplete: number; average: Record<Locale, number> }>(
      db,
      sql`select c.slug, c.name, count(*)::int as products, count(*) filter (where s.least < 1)::int as incomplete,
          jsonb_build_object(${sql.join(locales.map((l) => sql`${l}::text, avg(${sql.raw(`s."${l}"`)})`), sql`, `)}) as average
        from (select *, least(${sql.raw(locales.map((l) => `"${l}"`).join(", "))}) as least
          from (select p.category_id, ${sql.join(locales.map((l) => sql`${completenessColumn(l, sql`p`)} as ${sql.raw(`"${l}"`)}`), sql`, `)}
            from products p where p.status = 'active') scores) s
        join categories c on c.id = s.category_id
        group by c.id, c.slug, c.name
        order by avg(s.least) asc, c.slug
        limit ${limit}`,
    );
    return rows.map((row) => ({ categorySlug: row.slug, name: row.name, products: row.products, incomplete: row.incomplete, average: row.average }));
  });
}
