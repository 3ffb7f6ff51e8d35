import type { FieldIssue } from "~/errors";
import { eq, max, sql } from "drizzle-orm";
import type { AdminActor } from "~/audit/admin-actor.server";
import { recordAudit } from "~/audit/audit.server";
import type { Database } from "~/db/client.server";
import { attributeSets, categories, media, specAttributes } from "~/db/schema";
import { contentChanged } from "~/cache/content-cache.server";
import { findTaxonomyRecord, slugsInUse, taxonomyTables, type AdminTaxonomyRecord } from "./taxonomy-admin-read.server";
import {
  slugOf,
  taxonomyErrors,
  type CategoryInput,
  type SubcategoryInput,
  type AttributeSetRow,
  type TaxonomyAdminKind,
  type TaxonomyInput,
} from "./taxonomy-input";

// Creating, changing and deleting categories, subcategories and applications: the one path for
// the admin screens and the JSON calls. Each write is one transaction with its audit entry, then
// the content caches are dropped so public menus, facets and pages change at once.


export type SaveResult =
  | { ok: true; record: AdminTaxonomyRecord; created: boolean }
  | { ok: false; status: 400 | 404 | 409; errors: FieldIssue[] };

const entityOf = { categories: "category", subcategories: "subcategory", applications: "application" } as const;

/** The columns written for the kind (the tables share slug, aliases, name and position). */
function columnsOf(kind: TaxonomyAdminKind, input: TaxonomyInput, position: number) {
  const base = { slug: slugOf(input), aliases: input.aliases, name: input.name, position };
  if (kind === "subcategories") return { ...base, categoryId: (input as SubcategoryInput).categoryId };
  const withImage = input as CategoryInput;
  const described = { ...base, description: withImage.description, imageId: withImage.imageId };
  return kind === "categories" ? { ...described, featured: withImage.featured, keySpecs: withImage.keySpecs } : described;
}

/** The attribute set given for a category or subcategory (undefined: keep the stored one). */
const attributeSetOf = (kind: TaxonomyAdminKind, input: TaxonomyInput): AttributeSetRow[] | undefined =>
  kind === "applications" ? undefined : (input as CategoryInput | SubcategoryInput).attributeSet;

/** Each row's attribute id, or the rows' problems (an unknown attribute, one named twice). */
async function resolveAttributeSet(db: Database, rows: AttributeSetRow[]): Promise<{ ids: number[]; errors: FieldIssue[] }> {
  const errors: FieldIssue[] = [];
  if (!rows.length) return { ids: [], errors };
  const known = new Map((await db.select({ id: specAttributes.id, key: specAttributes.key }).from(specAttributes)).map((a) => [a.key, a.id]));
  const ids = rows.map((row, i) => {
    const id = known.get(row.attribute);
    if (id === undefined) errors.push({ field: `attributeSet.${i}.attribute`, key: taxonomyErrors.unknownAttribute, vars: { key: row.attribute } });
    else if (rows.findIndex((r) => r.attribute === row.attribute) !== i) errors.push({ field: `attributeSet.${i}.attribute`, key: taxonomyErrors.attributeTwice, vars: { key: row.attribute } });
    return id ?? 0;
  });
  return { ids, errors };
}

/** Replaces a family's attribute set with `rows` (attribute ids in `ids`), in their order. */
async function replaceAttributeSet(tx: Database, kind: "categories" | "subcategories", familyId: number, rows: AttributeSetRow[], ids: number[]) {
  const family = kind === "categories" ? attributeSets.categoryId : attributeSets.subcategoryId;
  await tx.delete(attributeSets).where(eq(family, familyId));
  if (!rows.length) return;
  await tx.insert(attributeSets).values(
    rows.map((row, position) => ({
      ...(kind === "categories" ? { categoryId: familyId } : { subcategoryId: familyId }),
      attributeId: ids[position]!,
      position,
      filter: row.filter,
      required: row.required,
    })),
  );
}

async function checkReferences(db: Database, kind: TaxonomyAdminKind, input: TaxonomyInput, id: number | null) {
  const errors: FieldIssue[] = [];
  const slug = slugOf(input);
  if (!slug) errors.push({ field: "slug", key: taxonomyErrors.required });
  const spellings = [slug, ...input.aliases].filter(Boolean);
  const duplicated = spellings.find((s, i) => spellings.indexOf(s) !== i);
  if (duplicated) errors.push({ field: "aliases", key: taxonomyErrors.slugTaken, vars: { slug: duplicated } });
  for (const taken of await slugsInUse(db, kind, spellings, id)) {
    errors.push({ field: taken === slug ? "slug" : "aliases", key: taxonomyErrors.slugTaken, vars: { slug: taken } });
  }
  if (kind === "subcategories") {
    const [parent] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, (input as SubcategoryInput).categoryId));
    if (!parent) errors.push({ field: "categoryId", key: taxonomyErrors.unknownParent });
  } else {
    if (kind === "categories") {
      const known = new Set((await db.select({ key: specAttributes.key }).from(specAttributes)).map((a) => a.key));
      const unknown = (input as CategoryInput).keySpecs.find((key) => !known.has(key));
      if (unknown) errors.push({ field: "keySpecs", key: taxonomyErrors.unknownKeySpec, vars: { key: unknown } });
    }
    const imageId = (input as CategoryInput).imageId;
    if (imageId !== null) {
      const [image] = await db.select({ mimeType: media.mimeType }).from(media).where(eq(media.id, imageId));
      if (!image?.mimeType.startsWith("image/")) errors.push({ field: "imageId", key: taxonomyErrors.unknownImage });
    }
  }
  return errors;
}

async function nextPosition(db: Database, kind: TaxonomyAdminKind): Promise<number> {
  const table = taxonomyTables[kind];
  const [row] = await db.select({ last: max(table.position) }).from(table);
  return (row?.last ?? -1) + 1;
}

/** Creates (id null) or replaces a record; slugs must be unique across slugs and aliases. */
export async function saveTaxonomy(
  db: Database,
  kind: TaxonomyAdminKind,
  id: number | null,
  input: TaxonomyInput,
  context: AdminActor,
): Promise<SaveResult> {
  const before = id === null ? undefined : await findTaxonomyRecord(db, kind, id);
  if (id !== null && !before) return { ok: false, status: 404, errors: [{ field: "id", key: taxonomyErrors.notFound }] };
  const errors = await checkReferences(db, kind, input, id);
  const attributeSet = attributeSetOf(kind, input);
  const resolvedSet = attributeSet ? await resolveAttributeSet(db, attributeSet) : undefined;
  errors.push(...(resolvedSet?.errors ?? []));
  if (errors.length) {
    const status = errors.some((e) => e.key === taxonomyErrors.slugTaken) ? 409 : 400;
    return { ok: false, status, errors };
  }
  // The tables differ only in columns this kind's values leave out; drizzle maps values by column.
  const table = taxonomyTables[kind] as typeof categories;
  const position = input.position ?? before?.position ?? (await nextPosition(db, kind));
  const values = columnsOf(kind, input, position) as typeof categories.$inferInsert;
  let savedId: number;
  try {
    savedId = await db.transaction(async (tx) => {
      const [row] =
        id === null
          ? await tx.insert(table).values(values).returning({ id: table.id })
          : await tx.update(table).set({ ...values, updatedAt: sql`now()` }).where(eq(table.id, id)).returning({ id: table.id });
      // The family's attribute set is written with it: a save never leaves half of the two.
      if (attributeSet && resolvedSet && kind !== "applications") await replaceAttributeSet(tx, kind, row!.id, attributeSet, resolvedSet.ids);
      await recordAudit(tx, context, {
        action: `${entityOf[kind]}.${id === null ? "create" : "update"}`,
        entity: entityOf[kind],
        entityId: row!.id,
        before: before ?? null,
        after: attributeSet ? { ...values, attributeSet } : values,
      });
      return row!.id;
    });
  } catch (error) {
    // Two saves of one slug at the same moment: the unique index decides.
    if ((error as { code?: string; cause?: { code?: string } }).code === "23505" || (error as { cause?: { code?: string } }).cause?.code === "23505") {
      return { ok: false, status: 409, errors: [{ field: "slug", key: taxonomyErrors.slugTaken, vars: { slug: values.slug } }] };
    }
    throw error;
  }
  contentChanged();
  return { ok: true, record: (await findTaxonomyRecord(db, kind, savedId))!, created: id === null };
}

export interface DeleteImpact {
  products: number;
  subcategories: number;
}

/** What deleting would take with it: products (categories, subcategories) and subcategories. */
export function deleteImpact(record: AdminTaxonomyRecord): DeleteImpact {
  if (record.kind === "applications") return { products: 0, subcategories: 0 };
  return { products: record.productCount, subcategories: record.subcategoryCount ?? 0 };
}

/**
 * Deletes a record. A category takes its subcategories and products with it, a subcategory its
 * products (the foreign keys cascade); an application is only unlinked from its products.
 */
export async function deleteTaxonomy(
  db: Database,
  kind: TaxonomyAdminKind,
  id: number,
  context: AdminActor,
): Promise<{ ok: true; deleted: DeleteImpact & { id: number } } | { ok: false }> {
  const before = await findTaxonomyRecord(db, kind, id);
  if (!before) return { ok: false };
  const impact = deleteImpact(before);
  const table = taxonomyTables[kind] as typeof categories;
  const removed = await db.transaction(async (tx) => {
    const rows = await tx.delete(table).where(eq(table.id, id)).returning({ id: table.id });
    if (!rows.length) return false;
    await recordAudit(tx, context, {
      action: `${entityOf[kind]}.delete`,
      entity: entityOf[kind],
      entityId: id,
      before: { ...before, deletedProducts: impact.products, deletedSubcategories: impact.subcategories },
      after: null,
    });
    return true;
  });
  if (!removed) return { ok: false };
  contentChanged();
  return { ok: true, deleted: { id, ...impact } };
}
