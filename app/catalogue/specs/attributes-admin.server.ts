import { and, asc, count, countDistinct, eq, max, ne, notInArray, sql } from "drizzle-orm";
import type { AdminActor } from "~/audit/admin-actor.server";
import { recordAudit } from "~/audit/audit.server";
import { contentChanged } from "~/cache/content-cache.server";
import type { Database } from "~/db/client.server";
import { attributeSets, categories, productSpecs, specAttributes, specOptions } from "~/db/schema";
import type { FieldIssue } from "~/errors";
import { type AttributeInput, attributeErrors, checkAttributeShape } from "./attribute-input";
import type { AdminAttribute } from "./attribute-record";
import { isDimension } from "./quantities";

// Creating, changing and deleting specification attributes and their options: the one path for
// the admin screens (and any later JSON call or script). Stored values are read by their
// attribute's type, dimension and unit, so none of those changes while a product carries a value
// (the numbers would silently mean something else), nor does an option that a product uses go
// away; names, labels and other spellings change freely. Each write is one transaction with its
// audit entry, then the content caches are dropped, as taxonomy writes do.

export type { AdminAttribute, AdminOption } from "./attribute-record";

export type AttributeSaveResult =
  | { ok: true; attribute: AdminAttribute; created: boolean }
  | { ok: false; status: 400 | 404 | 409; errors: FieldIssue[] };

const validId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;

/** Every attribute in display order, with its options and how many products use each. */
export async function listAdminAttributes(db: Database, only?: number): Promise<AdminAttribute[]> {
  const where = only === undefined ? undefined : eq(specAttributes.id, only);
  const rows = await db.select().from(specAttributes).where(where).orderBy(asc(specAttributes.position), asc(specAttributes.id));
  if (!rows.length) return [];
  const optionRows = await db
    .select()
    .from(specOptions)
    .where(only === undefined ? undefined : eq(specOptions.attributeId, only))
    .orderBy(asc(specOptions.attributeId), asc(specOptions.position), asc(specOptions.id));
  const products = await db
    .select({ id: productSpecs.attributeId, n: countDistinct(productSpecs.productId) })
    .from(productSpecs)
    .where(only === undefined ? undefined : eq(productSpecs.attributeId, only))
    .groupBy(productSpecs.attributeId);
  // Choice values are option keys, one row per product and option.
  const perValue = await db
    .select({ id: productSpecs.attributeId, value: productSpecs.value, n: countDistinct(productSpecs.productId) })
    .from(productSpecs)
    .innerJoin(specAttributes, eq(specAttributes.id, productSpecs.attributeId))
    .where(and(eq(specAttributes.type, "choice"), only === undefined ? undefined : eq(productSpecs.attributeId, only)))
    .groupBy(productSpecs.attributeId, productSpecs.value);
  const families = await db
    .select({ id: attributeSets.attributeId, n: count() })
    .from(attributeSets)
    .where(only === undefined ? undefined : eq(attributeSets.attributeId, only))
    .groupBy(attributeSets.attributeId);
  const productCount = new Map(products.map((row) => [row.id, row.n]));
  const familyCount = new Map(families.map((row) => [row.id, row.n]));
  const optionCount = new Map(perValue.map((row) => [`${row.id}:${row.value}`, row.n]));
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    name: row.name,
    type: row.type,
    dimension: isDimension(row.dimension) ? row.dimension : null,
    unit: row.unit,
    multiple: row.multiple,
    position: row.position,
    options: optionRows
      .filter((option) => option.attributeId === row.id)
      .map((option) => ({ key: option.key, name: option.name, aliases: option.aliases, productCount: optionCount.get(`${row.id}:${option.key}`) ?? 0 })),
    productCount: productCount.get(row.id) ?? 0,
    familyCount: familyCount.get(row.id) ?? 0,
  }));
}

export async function findAdminAttribute(db: Database, id: number): Promise<AdminAttribute | undefined> {
  if (!validId(id)) return undefined;
  const [attribute] = await listAdminAttributes(db, id);
  return attribute;
}

/** Products that carry several values of the attribute (a list, or several options). */
async function productsWithSeveralValues(db: Database, id: number): Promise<number> {
  const several = db
    .select({ productId: productSpecs.productId })
    .from(productSpecs)
    .where(eq(productSpecs.attributeId, id))
    .groupBy(productSpecs.productId)
    .having(sql`count(*) > 1`)
    .as("several");
  const [row] = await db.select({ n: count() }).from(several);
  return row?.n ?? 0;
}

/** What a change would make of the values products already carry: refused where it would reinterpret them. */
async function usageProblems(db: Database, before: AdminAttribute, input: AttributeInput): Promise<FieldIssue[]> {
  const errors: FieldIssue[] = [];
  const used = before.productCount;
  if (used > 0) {
    const vars = { count: used };
    if (input.key !== before.key) errors.push({ field: "key", key: attributeErrors.keyInUse, vars: { ...vars, key: before.key } });
    if (input.type !== before.type) errors.push({ field: "type", key: attributeErrors.typeInUse, vars });
    else if (input.type === "quantity") {
      if (input.dimension !== before.dimension) errors.push({ field: "dimension", key: attributeErrors.dimensionInUse, vars });
      else if ((input.unit ?? null) !== (before.unit ?? null)) errors.push({ field: "unit", key: attributeErrors.unitInUse, vars: { ...vars, unit: before.unit ?? "" } });
    } else if (input.type === "choice" && before.multiple && !input.multiple) {
      const several = await productsWithSeveralValues(db, before.id);
      if (several > 0) errors.push({ field: "multiple", key: attributeErrors.singleInUse, vars: { count: several } });
    }
  }
  if (before.type === "choice" && input.type === "choice") {
    const kept = new Set(input.options.map((option) => option.key));
    for (const option of before.options) {
      if (option.productCount > 0 && !kept.has(option.key)) {
        errors.push({ field: `removedOptions.${option.key}`, key: attributeErrors.optionInUse, vars: { option: option.name.en ?? option.key, key: option.key, count: option.productCount } });
      }
    }
  }
  return errors;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === "23505" || (error as { cause?: { code?: string } }).cause?.code === "23505";

/** The attribute as the audit log keeps it (without counts, which are not what was changed). */
const auditShape = (attribute: AdminAttribute | AttributeInput) => ({
  key: attribute.key,
  name: attribute.name,
  type: attribute.type,
  dimension: attribute.dimension,
  unit: attribute.unit,
  multiple: attribute.multiple,
  position: attribute.position,
  options: attribute.options.map(({ key, name, aliases }) => ({ key, name, aliases })),
});

/** Creates (id null) or replaces an attribute and its options; see the rules at the top. */
export async function saveAttribute(db: Database, id: number | null, given: AttributeInput, context: AdminActor): Promise<AttributeSaveResult> {
  if (id !== null && !validId(id)) return { ok: false, status: 404, errors: [{ field: "id", key: attributeErrors.notFound }] };
  const { input, errors } = checkAttributeShape(given);
  if (errors.length) return { ok: false, status: 400, errors };
  let saved: AttributeSaveResult | number;
  try {
    saved = await db.transaction(async (tx): Promise<AttributeSaveResult | number> => {
      // The attribute's row is locked first, so the checks below and the write see the same
      // attribute: a second save of it waits, and a product value added meanwhile is counted.
      if (id !== null) await tx.select({ id: specAttributes.id }).from(specAttributes).where(eq(specAttributes.id, id)).for("update");
      const before = id === null ? undefined : await findAdminAttribute(tx, id);
      if (id !== null && !before) return { ok: false, status: 404, errors: [{ field: "id", key: attributeErrors.notFound }] };
      const [clash] = await tx
        .select({ id: specAttributes.id })
        .from(specAttributes)
        .where(id === null ? eq(specAttributes.key, input.key) : and(eq(specAttributes.key, input.key), ne(specAttributes.id, id)));
      if (clash) return { ok: false, status: 409, errors: [{ field: "key", key: attributeErrors.keyTaken, vars: { key: input.key } }] };
      if (before) {
        const refused = await usageProblems(tx, before, input);
        if (refused.length) return { ok: false, status: 409, errors: refused };
      }
      const position = input.position ?? before?.position ?? (((await tx.select({ last: max(specAttributes.position) }).from(specAttributes))[0]?.last ?? -1) + 1);
      const values = { key: input.key, name: input.name, type: input.type, dimension: input.dimension, unit: input.unit, multiple: input.multiple, position };
      const [row] =
        id === null
          ? await tx.insert(specAttributes).values(values).returning({ id: specAttributes.id })
          : await tx.update(specAttributes).set(values).where(eq(specAttributes.id, id)).returning({ id: specAttributes.id });
      const attributeId = row!.id;
      // Options are matched by key (what product_specs stores): kept ones are updated in place.
      const keys = input.options.map((option) => option.key);
      await tx
        .delete(specOptions)
        .where(keys.length ? and(eq(specOptions.attributeId, attributeId), notInArray(specOptions.key, keys)) : eq(specOptions.attributeId, attributeId));
      if (input.options.length) {
        await tx
          .insert(specOptions)
          .values(input.options.map((option, position) => ({ attributeId, key: option.key, name: option.name, aliases: option.aliases, position })))
          .onConflictDoUpdate({
            target: [specOptions.attributeId, specOptions.key],
            set: { name: sql`excluded.name`, aliases: sql`excluded.aliases`, position: sql`excluded.position` },
          });
      }
      await recordAudit(tx, context, {
        action: `attribute.${id === null ? "create" : "update"}`,
        entity: "attribute",
        entityId: attributeId,
        before: before ? { ...auditShape(before), productCount: before.productCount } : null,
        after: auditShape({ ...input, position }),
      });
      return attributeId;
    });
  } catch (error) {
    // Two new attributes of one key at the same moment: the unique index decides.
    if (isUniqueViolation(error)) return { ok: false, status: 409, errors: [{ field: "key", key: attributeErrors.keyTaken, vars: { key: input.key } }] };
    throw error;
  }
  if (typeof saved !== "number") return saved;
  contentChanged();
  return { ok: true, attribute: (await findAdminAttribute(db, saved))!, created: id === null };
}

export interface AttributeDeleteImpact {
  /** Products that lose their value(s) of the attribute. */
  products: number;
  /** Categories and subcategories whose attribute set loses it. */
  families: number;
}

export const attributeDeleteImpact = (attribute: AdminAttribute): AttributeDeleteImpact => ({ products: attribute.productCount, families: attribute.familyCount });

/**
 * Deletes an attribute with its options, every product's values of it and its place in attribute
 * sets (the foreign keys cascade), and takes it out of the categories' key specs.
 */
export async function deleteAttribute(
  db: Database,
  id: number,
  context: AdminActor,
): Promise<{ ok: true; deleted: AttributeDeleteImpact & { id: number; key: string } } | { ok: false }> {
  if (!validId(id)) return { ok: false };
  const removed = await db.transaction(async (tx) => {
    // Locked, then counted: the impact recorded is what the delete removes.
    await tx.select({ id: specAttributes.id }).from(specAttributes).where(eq(specAttributes.id, id)).for("update");
    const before = await findAdminAttribute(tx, id);
    if (!before) return false;
    const impact = attributeDeleteImpact(before);
    await tx.delete(specAttributes).where(eq(specAttributes.id, id));
    await tx
      .update(categories)
      .set({ keySpecs: sql`array_remove(${categories.keySpecs}, ${before.key})`, updatedAt: sql`now()` })
      .where(sql`${before.key} = any(${categories.keySpecs})`);
    await recordAudit(tx, context, {
      action: "attribute.delete",
      entity: "attribute",
      entityId: id,
      before: { ...auditShape(before), deletedValuesOfProducts: impact.products, removedFromFamilies: impact.families },
      after: null,
    });
    return { key: before.key, ...impact };
  });
  if (!removed) return { ok: false };
  contentChanged();
  return { ok: true, deleted: { id, ...removed } };
}
