import { describe, expect, it } from "vitest";
import { productInputFromForm } from "~/catalogue/products/product-form-data";
import { productInputSchema, specNumber } from "~/catalogue/products/product-schema";

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

describe("specNumber", () => {
  it("reads the quantity a value states", () => {
    expect(specNumber("24 V DC")).toBe(24);
    expect(specNumber("-40 ... 85 °C")).toBe(-40);
    expect(specNumber("0,5 A")).toBe(0.5);
    expect(specNumber("Zero cross")).toBeNull();
  });

  it("reads thousands separators as the demo catalogue writes them, and decimal commas otherwise", () => {
    expect(specNumber("5,500 W")).toBe(5500);
    expect(specNumber("1,000 mN·m")).toBe(1000);
    expect(specNumber("1,178 N at 6 bar")).toBe(1178);
    expect(specNumber("1,000,000 cycles")).toBe(1_000_000);
    expect(specNumber("1,000.5 h")).toBe(1000.5);
    expect(specNumber("-1,200 Pa")).toBe(-1200);
    expect(specNumber("0,500 A")).toBe(0.5);
    expect(specNumber("12,5 V")).toBe(12.5);
    expect(specNumber("1,5 mm")).toBe(1.5);
    expect(specNumber("2,2500 Ω")).toBe(2.25);
    expect(specNumber("100–240 V AC")).toBe(100);
  });
});
