import { describe, expect, it } from "vitest";
import { type AvailabilityFormValues, availabilityFormValuesFrom, availabilityFormValuesOf, emptyAvailabilityForm, readAvailabilityForm, readWholeNumber } from "~/availability/availability-form";

// The product form's availability fieldset, read as posted: blank is no figure, whole numbers
// only, and each refusal under its own field.
const locations = [
  { key: "casablanca", name: "Casablanca" },
  { key: "dubai", name: "Dubai" },
];
const form = (values: Partial<AvailabilityFormValues>): AvailabilityFormValues => ({ ...emptyAvailabilityForm(), ...values });

describe("readWholeNumber", () => {
  it("reads whole numbers (spaces as thousands separators), blank as null, and nothing else", () => {
    expect(readWholeNumber("")).toBeNull();
    expect(readWholeNumber("  ")).toBeNull();
    expect(readWholeNumber("0")).toBe(0);
    expect(readWholeNumber(" 1 200 ")).toBe(1200);
    expect(readWholeNumber("1\u202f200")).toBe(1200);
    for (const bad of ["-1", "1.5", "1,5", "abc", "1e3", "+3", "2000000001", "99999999999"]) expect(readWholeNumber(bad), bad).toBeUndefined();
  });
});

describe("readAvailabilityForm", () => {
  it("gives the figures: blank fields are no figure, a single lead time value is both bounds", () => {
    expect(readAvailabilityForm(form({ stock: { casablanca: "12", dubai: "" }, leadTimeMin: "10", leadTimeUnit: "days", minimumOrder: "5" }), locations)).toEqual({
      ok: true,
      input: { stock: { casablanca: 12 }, leadTime: { min: 10, max: 10, unit: "days" }, minimumOrder: 5, orderMultiple: null },
      untouched: new Set(),
    });
    // A location with no field posted (added while the form was open) is left as stored.
    expect(readAvailabilityForm(form({}), locations)).toEqual({ ok: true, input: { stock: {}, leadTime: null, minimumOrder: null, orderMultiple: null }, untouched: new Set(["casablanca", "dubai"]) });
    expect(readAvailabilityForm(form({ stock: { dubai: "0" }, leadTimeMin: "3", leadTimeMax: "4" }), locations)).toMatchObject({ ok: true, input: { stock: { dubai: 0 }, leadTime: { min: 3, max: 4, unit: "weeks" } } });
  });

  it("refuses each bad value under its own field, naming the location", () => {
    const read = readAvailabilityForm(form({ stock: { casablanca: "-1", dubai: "x" }, leadTimeMin: "4", leadTimeMax: "3", minimumOrder: "0", orderMultiple: "1.5" }), locations);
    expect(read).toEqual({
      ok: false,
      problems: {
        "availability.stock.casablanca": { key: "availability.form.errors.stock", vars: { location: "Casablanca" } },
        "availability.stock.dubai": { key: "availability.form.errors.stock", vars: { location: "Dubai" } },
        "availability.leadTimeMax": { key: "availability.form.errors.leadTimeMaxBelowMin", vars: { min: 4 } },
        "availability.minimumOrder": { key: "availability.form.errors.minimumOrder" },
        "availability.orderMultiple": { key: "availability.form.errors.orderMultiple" },
      },
    });
    expect(readAvailabilityForm(form({ leadTimeMax: "3" }), locations)).toMatchObject({ ok: false, problems: { "availability.leadTimeMin": { key: "availability.form.errors.leadTimeMinMissing" } } });
    expect(readAvailabilityForm(form({ leadTimeMin: "3", leadTimeUnit: "months" }), locations)).toMatchObject({ ok: false, problems: { "availability.leadTimeUnit": { key: "availability.form.errors.leadTimeUnit" } } });
    expect(readAvailabilityForm(form({ leadTimeMin: "158", leadTimeUnit: "weeks" }), locations)).toMatchObject({ ok: false, problems: { "availability.leadTimeMax": { key: "availability.form.errors.leadTimeTooLong" } } });
  });

  it("reads a posted form for the known locations only, and shows stored figures back as the form's text", () => {
    const posted = new FormData();
    posted.set("availability.stock.casablanca", "7");
    posted.set("availability.stock.mars", "9");
    posted.set("availability.leadTimeMin", "2");
    expect(availabilityFormValuesFrom(posted, ["casablanca", "dubai"])).toEqual({ stock: { casablanca: "7" }, leadTimeMin: "2", leadTimeMax: "", leadTimeUnit: "weeks", minimumOrder: "", orderMultiple: "" });
    expect(availabilityFormValuesOf({ stock: { dubai: 0 }, leadTime: { min: 3, max: 4, unit: "days" }, minimumOrder: null, orderMultiple: 5 })).toEqual({ stock: { dubai: "0" }, leadTimeMin: "3", leadTimeMax: "4", leadTimeUnit: "days", minimumOrder: "", orderMultiple: "5" });
  });
});
