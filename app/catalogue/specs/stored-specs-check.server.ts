import { asc, gt, sql } from "drizzle-orm";
import type { AuditActor } from "~/audit/audit.server";
import { recordAudit } from "~/audit/audit.server";
import type { Database } from "~/db/client.server";
import { products, productSpecs } from "~/db/schema";
import type { FieldIssue } from "~/errors";
import { emptyLocalized, type Localized, locales } from "~/i18n/locales";
import { type SpecAttribute, listSpecAttributes } from "~/catalogue/products/attributes.server";
import type { ProductInput } from "~/catalogue/products/product-schema";
import { loadCatalogueNames, resolveProducts, writeProducts } from "~/catalogue/products/product-write.server";
import { readProductInputs } from "~/catalogue/products/stored-products.server";
import { type SpecEntry, type SpecProblem, readSpecValue, specInputOf } from "./spec-values";
import { storedValueColumns } from "./stored-value.server";

/*
 * `npm run specs:check` (issue 29): a database upgraded to typed specifications keeps the values
 * staff wrote as free text ("24 V DC" with unit "V", "8" with unit "A", "0,5 A"). Each product's
 * values of one attribute are read as a legacy row means them, the unit column written after a
 * value that names no unit, and compared with what the typed writer would store. Those that read
 * to other rows are rewritten through the one product writer; those the reader refuses are listed
 * and left as they are.
 */

/** A product_specs row's typed columns, as stored. */
export interface StoredSpecRow {
  value: string;
  valueNumber: number | null;
  valueMax: number | null;
  unit: string | null;
  label: Localized | null;
}

/** How one product's values of one attribute read. */
export type StoredSpecReading =
  | { verdict: "canonical"; entries: SpecEntry[] }
  | { verdict: "converts"; entries: SpecEntry[] }
  | { verdict: "unreadable"; problem: SpecProblem };

interface ProductAttribute {
  productId: number;
  partNumber: string;
  /** The attribute's key. */
  attribute: string;
  stored: StoredSpecRow[];
}

/** A value that reads, to other rows than those stored: what --apply writes. */
export interface SpecConversion extends ProductAttribute {
  entries: SpecEntry[];
}

/** A value the typed reader refuses; `problem.vars.attribute` names the attribute in English. */
export interface UnreadableSpec extends ProductAttribute {
  problem: SpecProblem;
}

export interface StoredSpecsCheck {
  counts: {
    products: number;
    /** Product-attributes (one product's values of one attribute). */
    values: number;
    canonical: number;
    converts: number;
    unreadable: number;
    /** Products with at least one value that converts, and none unreadable: what --apply rewrites. */
    productsToConvert: number;
    /** Products with at least one unreadable value (left as they are, even if others convert). */
    productsUnreadable: number;
  };
  conversions: SpecConversion[];
  unreadable: UnreadableSpec[];
}

/** The key of the problem a single-valued attribute with several different values stored has. */
export const oneValueError = "admin.catalogue.errors.specOneValue";

const sameNumber = (a: number | null | undefined, b: number | null | undefined) => (a ?? null) === (b ?? null);
const sameLabel = (a: Localized | null, b: Localized | null) => locales.every((locale) => (a?.[locale] ?? "") === (b?.[locale] ?? ""));

/** Whether the stored row is exactly what the writer stores for the entry. */
function storedAs(row: StoredSpecRow, entry: SpecEntry, attribute: SpecAttribute): boolean {
  return (
    row.value === entry.value &&
    sameNumber(row.valueNumber, entry.valueNumber) &&
    sameNumber(row.valueMax, entry.valueMax) &&
    (row.unit ?? null) === (entry.unit ?? null) &&
    // A text value is shown (and counted complete) per language from its label.
    (attribute.type !== "text" || (row.label !== null && sameLabel(row.label, entry.label)))
  );
}

/**
 * Reads one product's stored rows of one attribute as a legacy row means them: each row's value,
 * with its unit column written after it when the value names no unit (readSpecValue's unit), and
 * a text's other languages from its label. Canonical when the reading is exactly the stored rows.
 */
export function readStoredSpec(attribute: SpecAttribute, rows: StoredSpecRow[]): StoredSpecReading {
  const entries: SpecEntry[] = [];
  for (const row of rows) {
    const read = readSpecValue(attribute, { value: row.value, unit: row.unit ?? "", label: row.label ?? undefined });
    if (!read.ok) return { verdict: "unreadable", problem: { ...read.problem, vars: { ...read.problem.vars, attribute: attribute.name.en ?? attribute.key } } };
    for (const entry of read.entries) if (!entries.some((e) => e.value === entry.value)) entries.push(entry);
  }
  // An old writer stored one row per attribute; several rows of a one-value attribute that differ
  // cannot be told apart without a person.
  const single = attribute.type === "boolean" || attribute.type === "text" || (attribute.type === "choice" && !attribute.multiple);
  if (single && entries.length > 1) {
    return { verdict: "unreadable", problem: { part: "value", key: oneValueError, vars: { value: rows.map((r) => r.value).join("; "), attribute: attribute.name.en ?? attribute.key } } };
  }
  const canonical = entries.length === rows.length && rows.every((row, i) => storedAs(row, entries[i]!, attribute));
  return { verdict: canonical ? "canonical" : "converts", entries };
}

// Products read per statement: a page of their spec rows stays a few megabytes.
const PRODUCTS_PER_PAGE = 2_000;

/**
 * Reads every product's specification values and classifies each product-attribute as canonical,
 * converts or unreadable (readStoredSpec). Nothing is written.
 */
export async function checkStoredSpecs(db: Database): Promise<StoredSpecsCheck> {
  const attributes = new Map((await listSpecAttributes(db)).map((a) => [a.id, a]));
  const check: StoredSpecsCheck = {
    counts: { products: 0, values: 0, canonical: 0, converts: 0, unreadable: 0, productsToConvert: 0, productsUnreadable: 0 },
    conversions: [],
    unreadable: [],
  };
  let afterId = 0;
  for (;;) {
    const page = await db
      .select({ id: products.id, partNumber: products.partNumber })
      .from(products)
      .where(gt(products.id, afterId))
      .orderBy(asc(products.id))
      .limit(PRODUCTS_PER_PAGE);
    if (!page.length) break;
    afterId = page.at(-1)!.id;
    const rows = await db
      .select({
        productId: productSpecs.productId,
        attributeId: productSpecs.attributeId,
        ...storedValueColumns,
      })
      .from(productSpecs)
      .where(sql`${productSpecs.productId} between ${page[0]!.id} and ${afterId}`)
      .orderBy(asc(productSpecs.productId), asc(productSpecs.position), asc(productSpecs.id));
    const byProduct = new Map<number, Map<number, StoredSpecRow[]>>();
    for (const { productId, attributeId, ...row } of rows) {
      const perAttribute = byProduct.get(productId) ?? new Map<number, StoredSpecRow[]>();
      perAttribute.set(attributeId, [...(perAttribute.get(attributeId) ?? []), row]);
      byProduct.set(productId, perAttribute);
    }
    for (const { id, partNumber } of page) {
      check.counts.products++;
      let converts = false;
      let unreadable = false;
      for (const [attributeId, stored] of byProduct.get(id) ?? []) {
        const attribute = attributes.get(attributeId)!;
        const reading = readStoredSpec(attribute, stored);
        const place = { productId: id, partNumber, attribute: attribute.key, stored };
        check.counts.values++;
        check.counts[reading.verdict]++;
        if (reading.verdict === "converts") {
          converts = true;
          check.conversions.push({ ...place, entries: reading.entries });
        } else if (reading.verdict === "unreadable") {
          unreadable = true;
          check.unreadable.push({ ...place, problem: reading.problem });
        }
      }
      if (unreadable) check.counts.productsUnreadable++;
      else if (converts) check.counts.productsToConvert++;
    }
  }
  return check;
}

/** A product the writer refused while converting its values (its links, media, taxonomy...). */
export class SpecConversionError extends Error {
  constructor(
    readonly partNumber: string,
    readonly issues: FieldIssue[],
  ) {
    super(`The product ${partNumber} could not be rewritten.`);
  }
}

export interface SpecConversionResult {
  check: StoredSpecsCheck;
  /** The part numbers of the products rewritten. */
  written: string[];
  /** Products with values that convert that were left as they are: one of their values is unreadable. */
  heldBack: string[];
}

// Products read, resolved and written per round (each round one readProductInputs).
const PRODUCTS_PER_ROUND = 500;
// Conversions the audit entry lists (it counts them all).
const AUDITED_CONVERSIONS = 500;

/**
 * Rewrites the products whose values convert through the one product writer (resolveProducts then
 * writeProducts, as saveProduct), in one transaction with one audit entry: each product as staff
 * would edit it (readProductInputs) with the values of its converting attributes as read. Products
 * with an unreadable value are left exactly as they are. Throws SpecConversionError, writing
 * nothing, when the writer refuses a product.
 */
export async function convertStoredSpecs(db: Database, actor: AuditActor): Promise<SpecConversionResult> {
  return db.transaction(async (tx) => {
    const check = await checkStoredSpecs(tx);
    const unreadableProducts = new Set(check.unreadable.map((u) => u.productId));
    const held = new Set<string>();
    const toWrite = new Map<number, SpecConversion[]>();
    for (const conversion of check.conversions) {
      if (unreadableProducts.has(conversion.productId)) held.add(conversion.partNumber);
      else toWrite.set(conversion.productId, [...(toWrite.get(conversion.productId) ?? []), conversion]);
    }
    const attributes = new Map((await listSpecAttributes(tx)).map((a) => [a.key, a]));
    const names = await loadCatalogueNames(tx);
    const written: string[] = [];
    const ids = [...toWrite.keys()];
    for (let i = 0; i < ids.length; i += PRODUCTS_PER_ROUND) {
      const stored = await readProductInputs(tx, { ids: ids.slice(i, i + PRODUCTS_PER_ROUND) });
      const inputs = stored.map(({ id, input }) => withConvertedSpecs(input, toWrite.get(id)!, attributes));
      const resolutions = await resolveProducts(tx, inputs, { names });
      const resolved = resolutions.map((resolution, k) => {
        const input = inputs[k]!;
        if (!resolution.ok) throw new SpecConversionError(input.partNumber, resolution.errors);
        // What the writer read back must be what the check read: otherwise the notation lost something.
        for (const conversion of toWrite.get(stored[k]!.id)!) {
          const attribute = attributes.get(conversion.attribute)!;
          const values = resolution.product.specs.filter((s) => s.attributeId === attribute.id);
          const same = values.length === conversion.entries.length && values.every((v, j) => storedAs(conversion.entries[j]!, v, attribute));
          if (!same) throw new SpecConversionError(input.partNumber, [{ field: `specs.${conversion.attribute}`, key: "admin.catalogue.errors.invalid" }]);
        }
        return resolution.product;
      });
      await writeProducts(tx, resolved);
      written.push(...inputs.map((input) => input.partNumber));
    }
    if (written.length) {
      await recordAudit(tx, actor, {
        action: "product.specs_convert",
        entity: "product",
        entityId: ids.join(","),
        after: {
          count: written.length,
          partNumbers: written,
          conversions: check.conversions
            .filter((c) => toWrite.has(c.productId))
            .slice(0, AUDITED_CONVERSIONS)
            .map((c) => ({ partNumber: c.partNumber, attribute: c.attribute, before: c.stored.map(storedText), after: c.entries.map(storedText) })),
          heldBack: [...held],
        },
      });
    }
    return { check, written, heldBack: [...held] };
  });
}

/** A stored value as one line: its text and, where the value does not name it, its unit column. */
export const storedText = (row: Pick<StoredSpecRow, "value" | "unit">) => (row.unit && !row.value.includes(row.unit) ? `${row.value} [${row.unit}]` : row.value);

/** The product as staff edit it, with the attributes that convert written as the check read them. */
function withConvertedSpecs(input: ProductInput, conversions: SpecConversion[], attributes: ReadonlyMap<string, SpecAttribute>): ProductInput {
  const converted = new Map(conversions.map((c) => [c.attribute, c.entries]));
  return {
    ...input,
    specs: input.specs.map((row) => {
      const entries = converted.get(row.attribute);
      const attribute = attributes.get(row.attribute);
      if (!entries || !attribute) return row;
      const written = specInputOf(attribute, entries);
      return attribute.type === "text"
        ? { attribute: row.attribute, value: written.value, unit: written.unit, label: { ...emptyLocalized(), ...written.label } }
        : { attribute: row.attribute, value: written.value, unit: written.unit };
    }),
  };
}

