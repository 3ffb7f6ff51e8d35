import { asc, count, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { applications, attributeSets, categories, media, productApplications, products, specAttributes, subcategories } from "~/db/schema";
import type { Localized } from "~/i18n/locales";
import { imageSource } from "~/media/image-variants";
import type { AttributeSetRow, TaxonomyAdminKind } from "./taxonomy-input";
import type { AdminTaxonomyImage, AdminTaxonomyRecord } from "./taxonomy-record";

export type { AdminTaxonomyRecord } from "./taxonomy-record";

// What the admin screens and the JSON calls show of categories, subcategories and applications:
// every record with its product count, inactive products included (they are deleted too).

export const taxonomyTables = { categories, subcategories, applications } as const;

async function imagesById(db: Database, ids: (number | null)[]): Promise<Map<number, AdminTaxonomyImage>> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (!wanted.length) return new Map();
  const rows = await db.select().from(media).where(inArray(media.id, wanted));
  return new Map(rows.map((row) => [row.id, { id: row.id, ...imageSource(row.storageKey, row.width, row.height) }]));
}

async function countsBy(db: Database, kind: TaxonomyAdminKind): Promise<Map<number, number>> {
  const rows =
    kind === "applications"
      ? await db
          .select({ id: productApplications.applicationId, n: count() })
          .from(productApplications)
          .groupBy(productApplications.applicationId)
      : await db
          .select({ id: kind === "categories" ? products.categoryId : products.subcategoryId, n: count() })
          .from(products)
          .groupBy(kind === "categories" ? products.categoryId : products.subcategoryId);
  return new Map(rows.filter((row) => row.id !== null).map((row) => [row.id!, row.n]));
}

/** The attribute sets of every category or subcategory (or of one), each in order, attributes by key. */
async function attributeSetsBy(db: Database, kind: "categories" | "subcategories", only?: number): Promise<Map<number, AttributeSetRow[]>> {
  const family = kind === "categories" ? attributeSets.categoryId : attributeSets.subcategoryId;
  const rows = await db
    .select({ family, attribute: specAttributes.key, filter: attributeSets.filter, required: attributeSets.required })
    .from(attributeSets)
    .innerJoin(specAttributes, eq(specAttributes.id, attributeSets.attributeId))
    .where(only === undefined ? isNotNull(family) : eq(family, only))
    .orderBy(asc(attributeSets.position), asc(attributeSets.id));
  const sets = new Map<number, AttributeSetRow[]>();
  for (const { family: id, ...row } of rows) if (id !== null) sets.set(id, [...(sets.get(id) ?? []), row]);
  return sets;
}

/** Every record of a kind, in display order, with product counts (and subcategory counts). */
export async function listTaxonomyRecords(db: Database, kind: TaxonomyAdminKind, only?: number): Promise<AdminTaxonomyRecord[]> {
  const counts = await countsBy(db, kind);
  // What every kind shows.
  const common = (row: { id: number; slug: string; aliases: string[]; name: Localized; position: number }) => ({
    id: row.id,
    kind,
    slug: row.slug,
    aliases: row.aliases,
    name: row.name,
    position: row.position,
    productCount: counts.get(row.id) ?? 0,
  });
  if (kind === "subcategories") {
    const rows = await db
      .select()
      .from(subcategories)
      .where(only === undefined ? undefined : eq(subcategories.id, only))
      .orderBy(asc(subcategories.categoryId), asc(subcategories.position), asc(subcategories.id));
    const sets = await attributeSetsBy(db, kind, only);
    return rows.map((row) => ({ ...common(row), categoryId: row.categoryId, attributeSet: sets.get(row.id) ?? [] }));
  }
  const table = kind === "categories" ? categories : applications;
  const rows = await db
    .select()
    .from(table)
    .where(only === undefined ? undefined : eq(table.id, only))
    .orderBy(asc(table.position), asc(table.id));
  const images = await imagesById(db, rows.map((row) => row.imageId));
  const subcategoryCounts =
    kind === "categories"
      ? new Map(
          (
            await db.select({ id: subcategories.categoryId, n: count() }).from(subcategories).groupBy(subcategories.categoryId)
          ).map((row) => [row.id, row.n]),
        )
      : undefined;
  const sets = kind === "categories" ? await attributeSetsBy(db, kind, only) : undefined;
  return rows.map((row) => ({
    ...common(row),
    description: row.description,
    image: row.imageId === null ? null : (images.get(row.imageId) ?? null),
    ...("featured" in row
      ? { featured: row.featured, keySpecs: row.keySpecs, subcategoryCount: subcategoryCounts?.get(row.id) ?? 0, attributeSet: sets?.get(row.id) ?? [] }
      : {}),
  }));
}

export async function findTaxonomyRecord(db: Database, kind: TaxonomyAdminKind, id: number): Promise<AdminTaxonomyRecord | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return undefined;
  const [record] = await listTaxonomyRecords(db, kind, id);
  return record;
}

/** The ids and slugs of records of this kind other than `exceptId` that use any of `slugs`. */
export async function slugsInUse(
  db: Database,
  kind: TaxonomyAdminKind,
  slugs: string[],
  exceptId: number | null,
): Promise<string[]> {
  const table = taxonomyTables[kind];
  const rows = await db.select({ id: table.id, slug: table.slug, aliases: table.aliases }).from(table);
  const taken = new Set<string>();
  for (const row of rows) {
    if (row.id === exceptId) continue;
    for (const spelling of [row.slug, ...row.aliases]) if (slugs.includes(spelling)) taken.add(spelling);
  }
  return [...taken];
}
