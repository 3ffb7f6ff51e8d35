import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminActor } from "~/audit/admin-actor.server";
import { defaultSessionPolicy } from "~/auth/session-policy.server";
import { createSession } from "~/auth/sessions.server";
import { familyAttributes, listAttributeSets, listSpecAttributes } from "~/catalogue/products/attributes.server";
import { saveProduct } from "~/catalogue/products/product-admin.server";
import { emptyProductInput, type ProductInput } from "~/catalogue/products/product-schema";
import { readProductInputs } from "~/catalogue/products/stored-products.server";
import { attributeErrors, attributeInputSchema, formToAttributeInput } from "~/catalogue/specs/attribute-input";
import { deleteAttribute, findAdminAttribute, listAdminAttributes, saveAttribute } from "~/catalogue/specs/attributes-admin.server";
import { findTaxonomyRecord } from "~/catalogue/taxonomy/taxonomy-admin-read.server";
import { saveTaxonomy } from "~/catalogue/taxonomy/taxonomy-admin.server";
import { categoryInputSchema, formToTaxonomyInput, subcategoryInputSchema, taxonomyErrors } from "~/catalogue/taxonomy/taxonomy-input";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, categories, specAttributes } from "~/db/schema";
import { attributeDeleteAction, attributeEditAction } from "~/routes/admin/attributes.server";
import { createTestAdmin, routerContext } from "../support/admin";
import { createEmptyDatabase } from "../support/database";

// The specification attributes' admin (issue 29): the domain rules of attributes-admin.server.ts
// on a database with the migrations only (its own attributes, category and products, made
// through the domain functions), the attribute sets saved with their family, and the screens'
// actions guarding themselves.

let handle: DatabaseHandle;
let actor: AdminActor;
let categoryId: number;
beforeAll(async () => {
  handle = await createEmptyDatabase();
  const user = await createTestAdmin(handle.db, { role: "editor" });
  actor = { id: user.id, name: user.username, ip: "192.0.2.9" };
  const category = await saveTaxonomy(handle.db, "categories", null, categoryInputSchema.parse({ name: { en: "Relays", fr: "Relais" } }), actor);
  if (!category.ok) throw new Error("the test category was not saved");
  categoryId = category.record.id;
});
afterAll(() => handle.close());

const db = () => handle.db;
const input = (value: unknown) => attributeInputSchema.parse(value);
const byKey = async (key: string) => (await listAdminAttributes(db())).find((a) => a.key === key)!;
const save = async (key: string, change: Record<string, unknown>) => {
  const stored = await byKey(key);
  return saveAttribute(db(), stored.id, input({ ...stored, ...change }), actor);
};

const coilVoltage = { key: "coil_voltage", name: { en: "Coil voltage", fr: "Tension de bobine" }, type: "quantity", dimension: "voltage", unit: "V" };
const contactForm = {
  key: "contact_form",
  name: { en: "Contact form", fr: "Forme des contacts" },
  type: "choice",
  options: [
    { key: "2co", name: { en: "2 CO", fr: "2 RT" }, aliases: ["DPDT"] },
    { key: "1no", name: { en: "1 NO", fr: "1 NO" }, aliases: [] },
  ],
};

async function addProduct(partNumber: string, specs: ProductInput["specs"]) {
  const product = { ...emptyProductInput(partNumber), name: { en: `Relay ${partNumber}`, fr: `Relais ${partNumber}`, ar: "" }, category: "relays", specs };
  const saved = await saveProduct(db(), product, actor);
  if (!saved.ok) throw new Error(`the test product was not saved: ${JSON.stringify(saved.errors)}`);
  return saved.id;
}

describe("creating attributes", () => {
  it("creates a quantity of a dimension, stored in one of its units", async () => {
    const saved = await saveAttribute(db(), null, input(coilVoltage), actor);
    expect(saved).toMatchObject({ ok: true, created: true, attribute: { key: "coil_voltage", type: "quantity", dimension: "voltage", unit: "V", productCount: 0 } });
    const [read] = (await listSpecAttributes(db())).filter((a) => a.key === "coil_voltage");
    expect(read).toMatchObject({ type: "quantity", dimension: "voltage", unit: "V", name: { en: "Coil voltage", fr: "Tension de bobine" } });
  });

  it("refuses a stored unit of another dimension, and a quantity without its dimension or unit", async () => {
    const before = await listAdminAttributes(db());
    const wrongUnit = await saveAttribute(db(), null, input({ ...coilVoltage, key: "load_voltage", unit: "A" }), actor);
    expect(wrongUnit).toEqual({ ok: false, status: 400, errors: [{ field: "unit", key: attributeErrors.unitOutsideDimension, vars: { unit: "A", units: "µV, mV, V, kV" } }] });
    const noDimension = await saveAttribute(db(), null, input({ ...coilVoltage, key: "load_voltage", dimension: null }), actor);
    expect(noDimension).toMatchObject({ ok: false, errors: [{ field: "dimension", key: attributeErrors.dimensionRequired }] });
    const noUnit = await saveAttribute(db(), null, input({ ...coilVoltage, key: "load_voltage", unit: null }), actor);
    expect(noUnit).toMatchObject({ ok: false, errors: [{ field: "unit", key: attributeErrors.unitRequired }] });
    // A plain count has no unit: none is stored whatever is sent.
    const count = await saveAttribute(db(), null, input({ key: "inputs", name: { en: "Inputs", fr: "Entrées" }, type: "quantity", dimension: "count", unit: "V" }), actor);
    expect(count).toMatchObject({ ok: true, attribute: { dimension: "count", unit: null } });
    expect((await listAdminAttributes(db())).map((a) => a.key)).toEqual([...before.map((a) => a.key), "inputs"]);
  });

  it("requires the name in both languages and a well-formed, unused key", async () => {
    const missingFrench = attributeInputSchema.safeParse({ ...coilVoltage, key: "x", name: { en: "X", fr: " " } });
    expect(missingFrench.success).toBe(false);
    expect(missingFrench.error?.issues[0]).toMatchObject({ path: ["name", "fr"], message: attributeErrors.required });
    expect(attributeInputSchema.safeParse({ ...coilVoltage, key: "Coil Voltage" }).error?.issues[0]?.message).toBe(attributeErrors.keyFormat);
    const taken = await saveAttribute(db(), null, input(coilVoltage), actor);
    expect(taken).toEqual({ ok: false, status: 409, errors: [{ field: "key", key: attributeErrors.keyTaken, vars: { key: "coil_voltage" } }] });
  });

  it("creates a choice with its options labelled in both languages, read from the form's rows", async () => {
    // The form's flat fields, with two spare rows left blank and one key to be made from its label.
    const form = {
      key: "",
      "name.en": "Contact form",
      "name.fr": "Forme des contacts",
      type: "choice",
      dimension: "voltage",
      unit: "V",
      "options.0.key": "2co",
      "options.0.name.en": "2 CO",
      "options.0.name.fr": "2 RT",
      "options.0.aliases": "DPDT, 2 C/O",
      "options.1.key": "",
      "options.1.name.en": "1 NO",
      "options.1.name.fr": "1 NO",
      "options.1.aliases": "",
      "options.2.key": "",
      "options.2.name.en": "",
      "options.2.name.fr": "",
      "options.2.aliases": "",
      "options.3.key": "",
      "options.3.name.en": "",
      "options.3.name.fr": "",
      "options.3.aliases": "",
    };
    const saved = await saveAttribute(db(), null, input(formToAttributeInput(form)), actor);
    expect(saved).toMatchObject({
      ok: true,
      attribute: {
        key: "contact_form",
        type: "choice",
        dimension: null,
        unit: null,
        multiple: false,
        options: [
          { key: "2co", name: { en: "2 CO", fr: "2 RT" }, aliases: ["DPDT", "2 C/O"], productCount: 0 },
          { key: "1-no", name: { en: "1 NO", fr: "1 NO" }, aliases: [], productCount: 0 },
        ],
      },
    });
    const read = (await listSpecAttributes(db())).find((a) => a.key === "contact_form")!;
    expect(read.options.map((o) => [o.key, o.name.fr])).toEqual([["2co", "2 RT"], ["1-no", "1 NO"]]);
  });

  it("refuses two options with one key, or one spelling naming two options", async () => {
    const twice = await saveAttribute(db(), null, input({ ...contactForm, key: "contact_form_b", options: [contactForm.options[0], contactForm.options[0]] }), actor);
    expect(twice).toMatchObject({ ok: false, status: 400, errors: [{ field: "options.1.key", key: attributeErrors.optionKeyTwice }] });
    const ambiguous = { ...contactForm, key: "contact_form_b", options: [contactForm.options[0], { key: "dpdt", name: { en: "Double pole", fr: "Bipolaire" }, aliases: [] }] };
    expect(await saveAttribute(db(), null, input(ambiguous), actor)).toMatchObject({ ok: false, errors: [{ field: "options.1.key", key: attributeErrors.spellingTwice, vars: { spelling: "dpdt", other: "2co" } }] });
    const empty = await saveAttribute(db(), null, input({ ...contactForm, key: "contact_form_b", options: [] }), actor);
    expect(empty).toMatchObject({ ok: false, errors: [{ field: "options", key: attributeErrors.optionsRequired }] });
  });
});

describe("changing attributes that products use", () => {
  let productId: number;
  beforeAll(async () => {
    productId = await addProduct("RL-2CO-24", [
      { attribute: "coil_voltage", value: "24", unit: "V DC" },
      { attribute: "contact_form", value: "2 RT", unit: "" },
    ]);
  });

  it("counts the products that use each attribute and option", async () => {
    expect((await byKey("coil_voltage")).productCount).toBe(1);
    const contacts = await byKey("contact_form");
    expect(contacts.productCount).toBe(1);
    expect(contacts.options.map((o) => [o.key, o.productCount])).toEqual([["2co", 1], ["1-no", 0]]);
  });

  it("refuses removing an option a product uses, naming how many, and changes nothing", async () => {
    const before = await byKey("contact_form");
    const refused = await save("contact_form", { options: before.options.filter((o) => o.key !== "2co") });
    expect(refused).toEqual({
      ok: false,
      status: 409,
      errors: [{ field: "removedOptions.2co", key: attributeErrors.optionInUse, vars: { option: "2 CO", key: "2co", count: 1 } }],
    });
    // Renaming its key is removing it too.
    const renamed = await save("contact_form", { options: before.options.map((o) => (o.key === "2co" ? { ...o, key: "two-co" } : o)) });
    expect(renamed).toMatchObject({ ok: false, errors: [{ field: "removedOptions.2co" }] });
    expect(await byKey("contact_form")).toEqual(before);
  });

  it("refuses changing the type, dimension or unit while products have values, saying how many", async () => {
    const before = await byKey("coil_voltage");
    expect(await save("coil_voltage", { type: "text" })).toEqual({ ok: false, status: 409, errors: [{ field: "type", key: attributeErrors.typeInUse, vars: { count: 1 } }] });
    expect(await save("coil_voltage", { dimension: "current", unit: "A" })).toMatchObject({ ok: false, status: 409, errors: [{ field: "dimension", key: attributeErrors.dimensionInUse, vars: { count: 1 } }] });
    expect(await save("coil_voltage", { unit: "mV" })).toMatchObject({ ok: false, status: 409, errors: [{ field: "unit", key: attributeErrors.unitInUse, vars: { count: 1, unit: "V" } }] });
    expect(await save("coil_voltage", { key: "coil_volts" })).toMatchObject({ ok: false, status: 409, errors: [{ field: "key", key: attributeErrors.keyInUse }] });
    expect(await save("contact_form", { type: "text" })).toMatchObject({ ok: false, errors: [{ field: "type", key: attributeErrors.typeInUse }] });
    expect(await byKey("coil_voltage")).toEqual(before);
    // The stored value still reads as it did.
    const [stored] = await readProductInputs(db(), { ids: [productId] });
    expect(stored!.input.specs.find((s) => s.attribute === "coil_voltage")).toMatchObject({ value: "24", unit: "V DC" });
  });

  it("refuses one option per product while a product has several", async () => {
    expect((await save("contact_form", { multiple: true })).ok).toBe(true);
    await addProduct("RL-MULTI", [{ attribute: "contact_form", value: "2 CO, 1 NO", unit: "" }]);
    expect(await save("contact_form", { multiple: false })).toMatchObject({ ok: false, status: 409, errors: [{ field: "multiple", key: attributeErrors.singleInUse, vars: { count: 1 } }] });
  });

  it("allows renaming the attribute and its options' labels and other spellings at any time", async () => {
    const before = await byKey("contact_form");
    const relabelled = await save("contact_form", {
      name: { en: "Contact arrangement", fr: "Configuration des contacts" },
      options: before.options.map((o) => (o.key === "2co" ? { ...o, name: { en: "2 C/O", fr: "2 inverseurs" }, aliases: ["DPDT", "2RT"] } : o)),
    });
    expect(relabelled).toMatchObject({ ok: true, created: false, attribute: { name: { fr: "Configuration des contacts" } } });
    const read = (await listSpecAttributes(db())).find((a) => a.key === "contact_form")!;
    expect(read.options.find((o) => o.key === "2co")).toEqual({ key: "2co", name: { en: "2 C/O", fr: "2 inverseurs" }, aliases: ["DPDT", "2RT"] });
    // A stored value is an option key: the product now reads with the new label.
    const [stored] = await readProductInputs(db(), { ids: [productId] });
    expect(stored!.input.specs.find((s) => s.attribute === "contact_form")?.value).toBe("2 C/O");
  });

  it("allows the type change of an attribute no product uses", async () => {
    expect(await save("inputs", { type: "text" })).toMatchObject({ ok: true, attribute: { type: "text", dimension: null, unit: null } });
  });
});

describe("attribute sets", () => {
  it("saves a category's set in order with its filters and required ones, read back by listAttributeSets", async () => {
    const voltage = await byKey("coil_voltage");
    const contacts = await byKey("contact_form");
    const category = (await findTaxonomyRecord(db(), "categories", categoryId))!;
    const set = [
      { attribute: "contact_form", filter: true, required: true },
      { attribute: "coil_voltage", filter: false, required: false },
    ];
    const saved = await saveTaxonomy(db(), "categories", categoryId, categoryInputSchema.parse({ ...category, attributeSet: set }), actor);
    expect(saved).toMatchObject({ ok: true, record: { attributeSet: set } });
    const sets = await listAttributeSets(db());
    expect(sets.byCategory.get(categoryId)).toEqual([
      { attributeId: contacts.id, filter: true, required: true },
      { attributeId: voltage.id, filter: false, required: false },
    ]);
    // A save that does not give the set (a JSON call) keeps it.
    expect((await saveTaxonomy(db(), "categories", categoryId, categoryInputSchema.parse({ ...category, attributeSet: undefined, name: { en: "Relays", fr: "Relais" } }), actor)).ok).toBe(true);
    expect((await listAttributeSets(db())).byCategory.get(categoryId)).toHaveLength(2);
    expect((await findAdminAttribute(db(), voltage.id))!.familyCount).toBe(1);
  });

  it("reads the form's rows in order, dropping blank ones, and a subcategory with none uses its category's", async () => {
    const form = {
      "name.en": "Miniature relays",
      "name.fr": "Relais miniatures",
      categoryId: String(categoryId),
      attributeSet: "",
      "attributeSet.0.attribute": "coil_voltage",
      "attributeSet.0.filter": "on",
      "attributeSet.1.attribute": "",
      "attributeSet.1.filter": "on",
      "attributeSet.2.attribute": "contact_form",
      "attributeSet.2.required": "on",
    };
    const saved = await saveTaxonomy(db(), "subcategories", null, subcategoryInputSchema.parse(formToTaxonomyInput("subcategories", form)), actor);
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    expect(saved.record.attributeSet).toEqual([
      { attribute: "coil_voltage", filter: true, required: false },
      { attribute: "contact_form", filter: false, required: true },
    ]);
    const emptied = await saveTaxonomy(db(), "subcategories", saved.record.id, subcategoryInputSchema.parse(formToTaxonomyInput("subcategories", { ...form, "attributeSet.0.attribute": "", "attributeSet.2.attribute": "" })), actor);
    expect(emptied).toMatchObject({ ok: true, record: { attributeSet: [] } });
    const sets = await listAttributeSets(db());
    expect(familyAttributes(sets, categoryId, saved.record.id)).toEqual(sets.byCategory.get(categoryId));
  });

  it("refuses an unknown attribute or one named twice, and keeps the stored set", async () => {
    const category = (await findTaxonomyRecord(db(), "categories", categoryId))!;
    const unknown = await saveTaxonomy(db(), "categories", categoryId, categoryInputSchema.parse({ ...category, attributeSet: [{ attribute: "no_such_thing" }] }), actor);
    expect(unknown).toMatchObject({ ok: false, status: 400, errors: [{ field: "attributeSet.0.attribute", key: taxonomyErrors.unknownAttribute }] });
    const twice = await saveTaxonomy(db(), "categories", categoryId, categoryInputSchema.parse({ ...category, attributeSet: [{ attribute: "coil_voltage" }, { attribute: "coil_voltage" }] }), actor);
    expect(twice).toMatchObject({ ok: false, errors: [{ field: "attributeSet.1.attribute", key: taxonomyErrors.attributeTwice }] });
    expect((await findTaxonomyRecord(db(), "categories", categoryId))!.attributeSet).toEqual(category.attributeSet);
  });
});

describe("the audit log", () => {
  it("records every attribute change with who made it, and the attribute set with its category", async () => {
    const rows = await db().select().from(auditLog).where(eq(auditLog.entity, "attribute")).orderBy(asc(auditLog.id));
    const voltage = await byKey("coil_voltage");
    expect(rows.filter((r) => r.entityId === String(voltage.id)).map((r) => r.action)).toEqual(["attribute.create"]);
    const contacts = await byKey("contact_form");
    const contactRows = rows.filter((r) => r.entityId === String(contacts.id));
    expect(contactRows.map((r) => r.action)).toEqual(["attribute.create", "attribute.update", "attribute.update"]);
    expect(contactRows.every((r) => r.actorId === actor.id && r.actorName === actor.name && r.ip === actor.ip)).toBe(true);
    expect(contactRows[2]!.before).toMatchObject({ name: { en: "Contact form" }, productCount: 2 });
    expect(contactRows[2]!.after).toMatchObject({ name: { en: "Contact arrangement" } });
    const [categoryUpdate] = await db().select().from(auditLog).where(and(eq(auditLog.action, "category.update"), eq(auditLog.entityId, String(categoryId)))).orderBy(asc(auditLog.id)).limit(1);
    expect(categoryUpdate!.after).toMatchObject({ attributeSet: [{ attribute: "contact_form" }, { attribute: "coil_voltage" }] });
  });
});

describe("the screens' actions", () => {
  const context = () => routerContext(db());
  const post = (path: string, fields: Record<string, string>, cookie?: string) =>
    new Request(`http://127.0.0.1${path}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) }, body: new URLSearchParams(fields).toString() });
  const thrown = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      return error;
    }
    throw new Error("the action did not refuse");
  };
  const fields = { key: "rated_power", "name.en": "Rated power", "name.fr": "Puissance nominale", type: "quantity", dimension: "power", unit: "W" };

  it("refuse a post without a session (to the sign-in page) and write nothing", async () => {
    const refused = await thrown(attributeEditAction({ request: post("/admin/attributes/new", fields), context: context(), params: { id: "new" } }));
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(302);
    expect((refused as Response).headers.get("Location")).toBe("/admin/login");
    const voltage = await byKey("coil_voltage");
    const deleteRefused = await thrown(attributeDeleteAction({ request: post(`/admin/attributes/${voltage.id}/delete`, {}), context: context(), params: { id: String(voltage.id) } }));
    expect((deleteRefused as Response).status).toBe(302);
    expect(await db().select().from(specAttributes).where(eq(specAttributes.key, "rated_power"))).toEqual([]);
    expect(await byKey("coil_voltage")).toEqual(voltage);
  });

  it("save a signed-in editor's post, and send a refusal back to the form in the staff member's language", async () => {
    const user = await createTestAdmin(db(), { role: "editor" });
    const { token, session } = await createSession(db(), user, { policy: defaultSessionPolicy });
    const cookie = `vitrine_session=${token}; lang=fr`;
    const saved = await thrown(attributeEditAction({ request: post("/admin/attributes/new", { ...fields, csrfToken: session.csrfToken }, cookie), context: context(), params: { id: "new" } }));
    expect((saved as Response).status).toBe(302);
    expect((saved as Response).headers.get("Location")).toBe("/admin/attributes?saved=Puissance%20nominale");
    expect((await byKey("rated_power")).unit).toBe("W");
    const wrong = (await attributeEditAction({ request: post("/admin/attributes/new", { ...fields, key: "rated_current", unit: "A", csrfToken: session.csrfToken }, cookie), context: context(), params: { id: "new" } })) as unknown as {
      data: { errors: { field: string; key: string }[]; values: Record<string, string> };
      init: { status: number };
    };
    expect(wrong.init.status).toBe(400);
    expect(wrong.data.errors).toEqual([{ field: "unit", key: attributeErrors.unitOutsideDimension, vars: { unit: "A", units: "mW, W, kW" } }]);
    expect(wrong.data.values.unit).toBe("A");
  });
});

describe("deleting an attribute", () => {
  it("takes every product's values, its place in attribute sets and key specs with it", async () => {
    const contacts = await byKey("contact_form");
    await db().update(categories).set({ keySpecs: ["contact_form", "coil_voltage"] }).where(eq(categories.id, categoryId));
    const deleted = await deleteAttribute(db(), contacts.id, actor);
    expect(deleted).toEqual({ ok: true, deleted: { id: contacts.id, key: "contact_form", products: 2, families: 1 } });
    expect(await findAdminAttribute(db(), contacts.id)).toBeUndefined();
    expect((await listAttributeSets(db())).byCategory.get(categoryId)?.map((row) => row.attributeId)).toEqual([(await byKey("coil_voltage")).id]);
    expect((await db().select({ keySpecs: categories.keySpecs }).from(categories).where(eq(categories.id, categoryId)))[0]!.keySpecs).toEqual(["coil_voltage"]);
    const [product] = await readProductInputs(db(), { partNumbers: ["RL-2CO-24"] });
    expect(product!.input.specs.map((s) => s.attribute)).toEqual(["coil_voltage"]);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "attribute.delete"));
    expect(audit).toMatchObject({ entityId: String(contacts.id), before: { key: "contact_form", deletedValuesOfProducts: 2 } });
  });
});
