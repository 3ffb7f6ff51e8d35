import { describe, expect, it } from "vitest";
import { decodeFormFields, formChecked, formLocalized, formRows, formText, formTexts } from "~/form-fields";

const formData = (entries: Array<[string, string | Blob]>) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe("the forms' one decoder", () => {
  it("nests dotted names into objects and numbered rows into arrays, from FormData or a plain record alike", () => {
    const entries: Array<[string, string]> = [
      ["partNumber", "MY2N-GS"],
      ["name.en", "Relay"],
      ["name.fr", "Relais"],
      ["specs.0.attribute", "coil_voltage"],
      ["specs.0.value", "24"],
      ["specs.2.attribute", "contacts"],
    ];
    const expected = { partNumber: "MY2N-GS", name: { en: "Relay", fr: "Relais" }, specs: [{ attribute: "coil_voltage", value: "24" }, undefined, { attribute: "contacts" }] };
    const fromForm = decodeFormFields(formData(entries));
    expect(fromForm).toEqual(expected);
    expect(decodeFormFields(Object.fromEntries(entries))).toEqual(expected);
    // Rows not posted are holes, which formRows leaves out, in the rows' order.
    expect(formRows(fromForm.specs)).toEqual([{ attribute: "coil_voltage", value: "24" }, { attribute: "contacts" }]);
  });

  it("keeps every value of a list name, the last value of any other, and leaves out files, the token and the intent", () => {
    const form = formData([
      ["applications", "motion"],
      ["applications", ""],
      ["applications", "packaging"],
      ["status", "draft"],
      ["status", "published"],
      ["csrfToken", "t0ken"],
      ["intent", "save"],
      ["cover", new Blob(["x"])],
    ]);
    expect(decodeFormFields(form, ["applications"])).toEqual({ applications: ["motion", "packaging"], status: "published" });
    expect(decodeFormFields({ status: "draft" }, ["applications"])).toEqual({ status: "draft", applications: [] });
  });

  it("never reaches Object.prototype, and ignores names with an empty segment", () => {
    const decoded = decodeFormFields(
      formData([
        ["__proto__.polluted", "yes"],
        ["name.__proto__.polluted", "yes"],
        ["constructor.prototype.polluted", "yes"],
        ["specs.0.__proto__", "yes"],
        ["name.", "x"],
        [".name", "x"],
      ]),
    );
    expect(decoded).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("keeps a group's rows beside a marker of the same name, in either order", () => {
    const rows = [["attributeSet.0.attribute", "coil_voltage"], ["attributeSet.0.filter", "on"]] as Array<[string, string]>;
    for (const entries of [[["attributeSet", ""], ...rows], [...rows, ["attributeSet", ""]]] as Array<Array<[string, string]>>) {
      const decoded = decodeFormFields(formData(entries));
      expect("attributeSet" in decoded).toBe(true);
      expect(formRows(decoded.attributeSet)).toEqual([{ attribute: "coil_voltage", filter: "on" }]);
    }
    // The marker alone: an empty set, said on purpose.
    const marker = decodeFormFields({ attributeSet: "" });
    expect("attributeSet" in marker).toBe(true);
    expect(formRows(marker.attributeSet)).toEqual([]);
  });

  it("reads a decoded field as text, a checkbox, a list of texts or one text per language", () => {
    const decoded = decodeFormFields({ featured: "on", hidden: "true", off: "off", "keySpecs.0": "a", "keySpecs.2": "c", "title.fr": "Titre", slug: "x" });
    expect([formChecked(decoded.featured), formChecked(decoded.hidden), formChecked(decoded.off), formChecked(decoded.missing)]).toEqual([true, true, false, false]);
    expect(formTexts(decoded.keySpecs)).toEqual(["a", "c"]);
    expect(formLocalized(decoded.title)).toEqual({ en: "", fr: "Titre", ar: "" });
    // A text posted where a group is expected (or the reverse) reads as empty, never as characters.
    expect(formLocalized(decoded.slug)).toEqual({ en: "", fr: "", ar: "" });
    expect(formText(decoded.title)).toBe("");
  });
});
