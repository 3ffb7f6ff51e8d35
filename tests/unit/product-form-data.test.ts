import { describe, expect, it } from "vitest";
import { productInputFromForm } from "~/catalogue/products/product-form-data";
import { productInputSchema } from "~/catalogue/products/product-schema";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("product form fields", () => {
  it("become the input schema's shape, spare spec rows dropped", () => {
    const value = productInputFromForm(
      form([
        ["partNumber", "RM22-TG20"],
        ["name.en", "Phase control relay"],
        ["name.fr", "Relais de contrôle de phase"],
        ["category", "monitoring-relays"],
        ["applications", "energy"],
        ["applications", "hvac"],
        ["featured", "on"],
        ["specs.0.attribute", "supply_voltage"],
        ["specs.0.value", "208-480 V AC"],
        ["specs.1.attribute", ""],
        ["specs.1.value", ""],
        ["images.0.mediaId", "12"],
        ["images.0.alt.en", "Front"],
        ["csrfToken", "x"],
      ]),
    );
    const parsed = productInputSchema.parse(value);
    expect(parsed).toMatchObject({
      partNumber: "RM22-TG20",
      name: { en: "Phase control relay", fr: "Relais de contrôle de phase" },
      applications: ["energy", "hvac"],
      featured: true,
      specs: [{ attribute: "supply_voltage", value: "208-480 V AC", unit: "" }],
      images: [{ mediaId: 12, alt: { en: "Front", fr: "" } }],
    });
  });

  it("ignores field names aimed at the object prototype", () => {
    productInputFromForm(form([["__proto__.polluted", "yes"], ["specs.0.constructor.prototype.x", "y"]]));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("refuses a missing English name and a malformed part number with message keys", () => {
    const result = productInputSchema.safeParse(productInputFromForm(form([["partNumber", "=cmd|' /C calc'!A0"], ["category", "timers"]])));
    expect(result.success).toBe(false);
    const keys = result.error!.issues.map((i) => `${i.path.join(".")}:${i.message}`);
    expect(keys).toContain("partNumber:admin.catalogue.errors.partNumber");
    expect(keys).toContain("name.en:admin.catalogue.errors.required");
  });
});
