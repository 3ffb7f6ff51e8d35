import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditActionText } from "~/audit/audit-words";
import { productCompleteness } from "~/catalogue/products/completeness.server";
import { parseProductFilters } from "~/catalogue/products/product-filters";
import { queryProducts } from "~/catalogue/products/products.server";
import {
  type SpecConversionResult,
  type StoredSpecsCheck,
  checkStoredSpecs,
  convertStoredSpecs,
  oneValueError,
} from "~/catalogue/specs/stored-specs-check.server";
import { specErrors } from "~/catalogue/specs/spec-values";
import { dropContentCaches } from "~/cache/content-cache.server";
import { type DatabaseHandle, queryRows } from "~/db/client.server";
import * as t from "~/db/schema";
import { bundledMessages } from "~/i18n/bundled";
import type { Localized } from "~/i18n/locales";
import { translate } from "~/i18n/translate";
import { SPECS_CHECK_ACTOR, specsCheckReport } from "../../server/specs-check";
import { expectCountsInSync, expectSearchColumnsInSync } from "../support/catalogue-consistency";
import { createTestDatabase } from "../support/database";

// `npm run specs:check` on a database upgraded to typed specifications: values written as free
// text before (inserted here as an old database holds them) are listed, converted through the
// product writer, or left as they are when the typed reader cannot read them.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

interface LegacyRow {
  value: string;
  unit?: string;
  valueNumber?: number;
  valueMax?: number;
  label?: Localized;
}

/** Replaces a product's rows of one attribute with rows as an old writer stored them. */
async function writeLegacy(partNumber: string, attribute: string, rows: LegacyRow[]) {
  const db = handle.db;
  const [product] = await db.select().from(t.products).where(eq(t.products.partNumber, partNumber));
  const [attr] = await db.select().from(t.specAttributes).where(eq(t.specAttributes.key, attribute));
  await db.delete(t.productSpecs).where(and(eq(t.productSpecs.productId, product!.id), eq(t.productSpecs.attributeId, attr!.id)));
  await db.insert(t.productSpecs).values(
    rows.map((row, i) => ({
      productId: product!.id,
      attributeId: attr!.id,
      value: row.value,
      valueNumber: row.valueNumber ?? null,
      valueMax: row.valueMax ?? null,
      unit: row.unit ?? null,
      label: row.label ?? null,
      categoryId: product!.categoryId,
      status: product!.status,
      lifecycle: product!.lifecycle,
      position: 50 + i,
    })),
  );
}

/** Every spec row of the products (all when none named), with what the writer and triggers keep. */
const specRows = (partNumbers?: string[]) =>
  handle.db
    .select({
      partNumber: t.products.partNumber,
      updatedAt: t.products.updatedAt,
      specTerms: t.products.specTerms,
      id: t.productSpecs.id,
      attribute: t.specAttributes.key,
      value: t.productSpecs.value,
      valueNumber: t.productSpecs.valueNumber,
      valueMax: t.productSpecs.valueMax,
      unit: t.productSpecs.unit,
      label: t.productSpecs.label,
      valueTerms: t.productSpecs.valueTerms,
    })
    .from(t.productSpecs)
    .innerJoin(t.products, eq(t.products.id, t.productSpecs.productId))
    .innerJoin(t.specAttributes, eq(t.specAttributes.id, t.productSpecs.attributeId))
    .where(partNumbers ? inArray(t.products.partNumber, partNumbers) : undefined)
    .orderBy(t.productSpecs.id);

const valuesOf = async (partNumber: string, attribute: string) =>
  (await specRows([partNumber])).filter((r) => r.attribute === attribute).map(({ value, valueNumber, valueMax, unit }) => ({ value, valueNumber, valueMax, unit }));

const list = (query: string) => {
  dropContentCaches();
  return queryProducts(handle.db, parseProductFilters(new URLSearchParams(query)), "en", { offset: 0, limit: 100 }).then((r) => r.items.map((i) => i.partNumber));
};

const auditRows = () => handle.db.select().from(t.auditLog).where(eq(t.auditLog.action, "product.specs_convert"));

// The products given legacy values, and what each stands for.
const RELAY = "40.52.9.024.0000"; // a canonical legacy row, a unit in the unit column, an option's name, certifications in one text
const SMALL = "G2RL-1-E DC12"; // a decimal comma; a text attribute's free text
const SUPPLY = "QUINT4-PS/1AC/24DC/10"; // a range whose upper bound was never stored
const HELD = "RM22TG20"; // an option nobody defined beside a value that converts: left as it is
const WORDS = "RM17TG00"; // words where a number belongs
const TWO = "K8DT-PM1CN"; // two different options of a one-option attribute

describe("the demo catalogue", () => {
  it("is canonical: nothing converts, nothing is unreadable", async () => {
    const check = await checkStoredSpecs(handle.db);
    expect(check.counts.products).toBeGreaterThan(100);
    expect(check.counts.values).toBeGreaterThan(1000);
    expect(check.counts).toMatchObject({ converts: 0, unreadable: 0, productsToConvert: 0, productsUnreadable: 0 });
    expect(check.counts.canonical).toBe(check.counts.values);
    expect(specsCheckReport(check, { show: 20 }).join("\n")).toContain("nothing needs converting");
  });
});

describe("a database upgraded with free-text values", () => {
  let dry: StoredSpecsCheck;
  let applied: SpecConversionResult;
  let before: Awaited<ReturnType<typeof specRows>>;

  beforeAll(async () => {
    // A free-text attribute as migration 0019 leaves one: its text as English.
    await handle.db.insert(t.specAttributes).values({ key: "approvals", name: { en: "Approvals", fr: "Homologations" }, type: "text", position: 999 });
    await writeLegacy(RELAY, "coil_voltage", [{ value: "24 V DC", unit: "V", valueNumber: 24 }]);
    await writeLegacy(RELAY, "contact_current", [{ value: "8", unit: "A", valueNumber: 8 }]);
    await writeLegacy(RELAY, "contact_arrangement", [{ value: "2 CO" }]);
    await writeLegacy(RELAY, "certifications", [{ value: "CE, cURus, VDE" }]);
    await writeLegacy(SMALL, "contact_current", [{ value: "0,5 A", valueNumber: 0 }]);
    await writeLegacy(SMALL, "approvals", [{ value: "CE, cURus, VDE", label: { en: "CE, cURus, VDE" } }]);
    await writeLegacy(SUPPLY, "input_voltage", [{ value: "100–240 V AC", unit: "V", valueNumber: 100 }]);
    await writeLegacy(HELD, "contact_arrangement", [{ value: "6 CO (6PDT)" }]);
    await writeLegacy(HELD, "contact_current", [{ value: "5", unit: "A", valueNumber: 5 }]);
    await writeLegacy(WORDS, "contact_current", [{ value: "twenty", unit: "A" }]);
    await writeLegacy(TWO, "contact_arrangement", [{ value: "1co" }, { value: "2co" }]);
    before = await specRows();
  });

  it("the dry run lists what converts and what cannot be read, and writes nothing", async () => {
    const audits = (await auditRows()).length;
    dry = await checkStoredSpecs(handle.db);
    expect(await specRows()).toEqual(before);
    expect((await auditRows()).length).toBe(audits);

    const conversions = dry.conversions.map((c) => ({ partNumber: c.partNumber, attribute: c.attribute, stored: c.stored.map((s) => s.value), to: c.entries.map(({ value, valueNumber, valueMax, unit }) => ({ value, valueNumber, valueMax, unit })) }));
    expect(conversions).toEqual(
      expect.arrayContaining([
        { partNumber: RELAY, attribute: "contact_current", stored: ["8"], to: [{ value: "8 A", valueNumber: 8, valueMax: null, unit: "A" }] },
        { partNumber: RELAY, attribute: "contact_arrangement", stored: ["2 CO"], to: [{ value: "2co", valueNumber: null, valueMax: null, unit: null }] },
        {
          partNumber: RELAY,
          attribute: "certifications",
          stored: ["CE, cURus, VDE"],
          to: ["ce", "curus", "vde"].map((value) => ({ value, valueNumber: null, valueMax: null, unit: null })),
        },
        { partNumber: SMALL, attribute: "contact_current", stored: ["0,5 A"], to: [{ value: "0.5 A", valueNumber: 0.5, valueMax: null, unit: "A" }] },
        { partNumber: SUPPLY, attribute: "input_voltage", stored: ["100–240 V AC"], to: [{ value: "100–240 V AC", valueNumber: 100, valueMax: 240, unit: "V" }] },
        { partNumber: HELD, attribute: "contact_current", stored: ["5"], to: [{ value: "5 A", valueNumber: 5, valueMax: null, unit: "A" }] },
      ]),
    );
    expect(conversions).toHaveLength(6);
    const unreadable = dry.unreadable.map((u) => [u.partNumber, u.attribute, u.stored.map((s) => s.value).join(" | "), u.problem.key]);
    expect(unreadable).toEqual(
      expect.arrayContaining([
        [HELD, "contact_arrangement", "6 CO (6PDT)", specErrors.unknownOption],
        [WORDS, "contact_current", "twenty", specErrors.notNumber],
        [TWO, "contact_arrangement", "1co | 2co", oneValueError],
      ]),
    );
    expect(unreadable).toHaveLength(3);
    // The legacy rows already as the writer stores them, and the demo's, are canonical.
    expect(dry.counts).toMatchObject({ converts: 6, unreadable: 3, productsToConvert: 3, productsUnreadable: 3 });
    expect(dry.counts.canonical).toBe(dry.counts.values - 9);

    const report = specsCheckReport(dry, { show: 2 }).join("\n");
    expect(report).toContain("6 convert, 3 unreadable");
    expect(report).toMatch(/RM22TG20 {2}contact_arrangement {2}"6 CO \(6PDT\)" {2}Contact arrangement: "6 CO \(6PDT\)" is not one of the options \(1 CO, /);
    expect(report).toContain(`RM17TG00  contact_current  "twenty [A]"  Contact current: "twenty" is not a number`);
    expect(report).toContain("Conversions (first 2 of 6):");
    expect(report).toContain("Dry run: nothing was written. `npm run specs:check -- --apply` rewrites the 3 products");
    expect(report).toContain("Products with an unreadable value are never rewritten, even where other values convert (1 product here)");
  });

  it("an unreadable stored value counts as missing in the completeness figure", async () => {
    const [held] = await handle.db.select({ id: t.products.id }).from(t.products).where(eq(t.products.partNumber, HELD));
    // Required in its family (monitoring relays)...
    const required = await queryRows<{ key: string }>(
      handle.db,
      sql`select a.key from attribute_sets s join spec_attributes a on a.id = s.attribute_id join products p on p.id = ${held!.id}
        where s.required and case when exists (select 1 from attribute_sets x where x.subcategory_id = p.subcategory_id)
          then s.subcategory_id = p.subcategory_id else s.category_id = p.category_id end`,
    );
    expect(required.map((r) => r.key)).toContain("contact_arrangement");
    // ...and listed as missing: no buyer sees it as an option and no filter finds it.
    const completeness = await productCompleteness(handle.db, held!.id);
    expect(completeness!.en.missing.attributes).toContain("contact_arrangement");
    expect(completeness!.fr.missing.attributes).toContain("contact_arrangement");
  });

  it("--apply rewrites the products that convert through the writer, audited, and leaves the unreadable ones as they are", async () => {
    applied = await convertStoredSpecs(handle.db, SPECS_CHECK_ACTOR);
    expect(applied.written.toSorted()).toEqual([RELAY, SMALL, SUPPLY].toSorted());
    expect(applied.heldBack).toEqual([HELD]);

    expect(await valuesOf(RELAY, "contact_current")).toEqual([{ value: "8 A", valueNumber: 8, valueMax: null, unit: "A" }]);
    expect(await valuesOf(RELAY, "coil_voltage")).toEqual([{ value: "24 V DC", valueNumber: 24, valueMax: null, unit: "V" }]);
    expect((await valuesOf(RELAY, "contact_arrangement")).map((v) => v.value)).toEqual(["2co"]);
    expect((await valuesOf(RELAY, "certifications")).map((v) => v.value)).toEqual(["ce", "curus", "vde"]);
    expect(await valuesOf(SMALL, "contact_current")).toEqual([{ value: "0.5 A", valueNumber: 0.5, valueMax: null, unit: "A" }]);
    expect(await valuesOf(SMALL, "approvals")).toEqual([{ value: "CE, cURus, VDE", valueNumber: null, valueMax: null, unit: null }]);
    expect(await valuesOf(SUPPLY, "input_voltage")).toEqual([{ value: "100–240 V AC", valueNumber: 100, valueMax: 240, unit: "V" }]);
    // Nothing dropped or changed on the products with an unreadable value, whatever else they carry.
    const untouched = [HELD, WORDS, TWO];
    expect(await specRows(untouched)).toEqual(before.filter((row) => untouched.includes(row.partNumber)));

    const after = await checkStoredSpecs(handle.db);
    expect(after.counts).toMatchObject({ converts: 1, unreadable: 3, productsToConvert: 0, productsUnreadable: 3 });
    expect(after.conversions.map((c) => c.partNumber)).toEqual([HELD]);
    expect(specsCheckReport(after, { show: 20, applied }).join("\n")).toContain(`1 product with values that convert was left as it is, since it has an unreadable value too: ${HELD}.`);

    const [audit] = await auditRows();
    expect(audit).toMatchObject({ actorId: null, actorName: "npm run specs:check", entity: "product" });
    expect(audit!.after).toMatchObject({ count: 3, heldBack: [HELD] });
    expect(auditActionText(audit!, (key, vars) => translate(bundledMessages.en, key, vars, "en"))).toBe("Converted the specifications of 3 products");
    expect(auditActionText(audit!, (key, vars) => translate(bundledMessages.fr, key, vars, "fr"))).toBe("Caractéristiques de 3 produits converties");
    expect((audit!.after as { partNumbers: string[] }).partNumbers.toSorted()).toEqual([RELAY, SMALL, SUPPLY].toSorted());
    expect((audit!.after as { conversions: unknown[] }).conversions).toContainEqual({ partNumber: RELAY, attribute: "contact_current", before: ["8 [A]"], after: ["8 A"] });
  });

  it("facets and search follow the converted values", async () => {
    await expectCountsInSync(handle.db);
    await expectSearchColumnsInSync(handle.db);
    expect(await list("category=power-supplies&spec.input_voltage.min=230&spec.input_voltage.max=230")).toContain(SUPPLY);
    expect(await list("q=230VAC&category=power-supplies")).toContain(SUPPLY);
    expect(await list("category=relays-control&spec.certifications=curus")).toContain(RELAY);
    expect(await list("category=relays-control&spec.contact_current.min=0.5&spec.contact_current.max=0.5")).toContain(SMALL);
  });

  it("a second run converts nothing more", async () => {
    const rows = await specRows();
    const again = await convertStoredSpecs(handle.db, SPECS_CHECK_ACTOR);
    expect(again.written).toEqual([]);
    expect(await specRows()).toEqual(rows);
    expect(await auditRows()).toHaveLength(1);
    const [{ n }] = (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from product_specs`)) as [{ n: number }];
    expect(n).toBe(rows.length);
  });
});
