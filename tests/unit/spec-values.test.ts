import { describe, expect, it } from "vitest";
import {
  type AttributeDef,
  covers,
  formatSpecValue,
  formatSpecValues,
  readNumber,
  readSpecValue,
  specErrors,
  specInputOf,
  unitChoices,
} from "~/catalogue/specs/spec-values";

const quantity = (key: string, dimension: AttributeDef["dimension"], unit: string | null): AttributeDef => ({
  key,
  name: { en: key, fr: key },
  type: "quantity",
  dimension,
  unit,
  multiple: false,
  options: [],
});
const voltage = quantity("supply_voltage", "voltage", "V");
const current = quantity("contact_current", "current", "A");
const temperature = quantity("operating_temp_min", "temperature", "°C");
const inputs = quantity("inputs", "count", null);
const speed = quantity("rated_speed", "speed", "rpm");
const contacts: AttributeDef = {
  key: "contact_arrangement",
  name: { en: "Contact arrangement", fr: "Configuration des contacts" },
  type: "choice",
  dimension: null,
  unit: null,
  multiple: false,
  options: [
    { key: "1co", name: { en: "1 CO", fr: "1 RT" }, aliases: ["SPDT"] },
    { key: "2co", name: { en: "2 CO", fr: "2 RT" }, aliases: ["DPDT", "2PDT"] },
  ],
};
const certifications: AttributeDef = {
  key: "certifications",
  name: { en: "Certifications", fr: "Homologations" },
  type: "choice",
  dimension: null,
  unit: null,
  multiple: true,
  options: ["CE", "UL", "cULus", "cURus", "VDE"].map((name) => ({ key: name.toLowerCase(), name: { en: name, fr: name }, aliases: [] })),
};
const housing: AttributeDef = { key: "housing", name: { en: "Housing", fr: "Boîtier" }, type: "text", dimension: null, unit: null, multiple: false, options: [] };
const flag: AttributeDef = { key: "io_link", name: { en: "IO-Link", fr: "IO-Link" }, type: "boolean", dimension: null, unit: null, multiple: false, options: [] };

const read = (attribute: AttributeDef, value: string, unit?: string) => readSpecValue(attribute, { value, unit });
const entries = (attribute: AttributeDef, value: string, unit?: string) => {
  const result = read(attribute, value, unit);
  if (!result.ok) throw new Error(`${value}: ${result.problem.key}`);
  return result.entries;
};

describe("reading numbers", () => {
  it("reads either language's notation", () => {
    expect(readNumber("0,5")).toBe(0.5);
    expect(readNumber("0.5")).toBe(0.5);
    expect(readNumber("5,500")).toBe(5500);
    expect(readNumber("5 500")).toBe(5500);
    expect(readNumber("1 500,25")).toBe(1500.25);
    expect(readNumber("12,5")).toBe(12.5);
    expect(readNumber("−40")).toBe(-40);
    expect(readNumber("24 V")).toBeNull();
    expect(readNumber("")).toBeNull();
  });
});

describe("reading quantities", () => {
  it("keeps a range whole: lower bound in value_number, upper in value_max, in either notation", () => {
    for (const written of ["100–240 V AC", "100-240 V AC", "100-240VAC", "100 to 240 V AC", "100 à 240 V CA", "100…240 Vac"]) {
      expect(entries(voltage, written)).toEqual([{ value: "100–240 V AC", valueNumber: 100, valueMax: 240, unit: "V", label: null }]);
    }
  });

  it("reads AC/DC in English and French and in the joined forms makers print", () => {
    for (const written of ["24 V DC", "24 V CC", "24VDC", "24 Vdc", "24 Vcc", "DC 24 V"]) expect(entries(voltage, written)[0]!.value).toBe("24 V DC");
    expect(entries(voltage, "24–240 V AC/DC")[0]!.value).toBe("24–240 V AC/DC");
    expect(entries(voltage, "24-240 V CA/CC")[0]!.value).toBe("24–240 V AC/DC");
  });

  it("stores numbers in the attribute's unit and keeps the unit staff wrote", () => {
    expect(entries(current, "500 mA")).toEqual([{ value: "500 mA", valueNumber: 0.5, valueMax: null, unit: "mA", label: null }]);
    expect(entries(current, "0,5 A")[0]).toMatchObject({ value: "0.5 A", valueNumber: 0.5, unit: "A" });
    expect(entries(current, "500 mA – 2 A")[0]).toMatchObject({ value: "0.5–2 A", valueNumber: 0.5, valueMax: 2 });
  });

  it("reads lists and several values as several rows", () => {
    expect(entries(voltage, "12/24 V DC").map((e) => e.value)).toEqual(["12 V DC", "24 V DC"]);
    expect(entries(voltage, "24–240 V AC; 24–48 V DC").map((e) => e.value)).toEqual(["24–240 V AC", "24–48 V DC"]);
    expect(entries(voltage, "12/24 V DC, 24 V AC").map((e) => e.value)).toEqual(["12 V DC", "24 V DC", "24 V AC"]);
  });

  it("reads negative numbers and temperature ranges", () => {
    expect(entries(temperature, "-25 °C")[0]!.valueNumber).toBe(-25);
    expect(entries(temperature, "-40…85 °C")[0]).toMatchObject({ valueNumber: -40, valueMax: 85 });
    expect(entries(temperature, "-25-70 °C")[0]).toMatchObject({ valueNumber: -25, valueMax: 70 });
    expect(entries(quantity("stroke", "length", "mm"), "±12.7 mm")[0]).toMatchObject({ valueNumber: -12.7, valueMax: 12.7 });
  });

  it("takes the unit from the form's select when the value names none", () => {
    expect(entries(current, "8", "A")[0]).toMatchObject({ value: "8 A", valueNumber: 8 });
    expect(entries(voltage, "100-240", "V AC")[0]!.value).toBe("100–240 V AC");
    expect(entries(voltage, "12/24", "V DC").map((e) => e.value)).toEqual(["12 V DC", "24 V DC"]);
  });

  it("refuses a number without its unit, in the unit's place", () => {
    const result = read(current, "8");
    expect(result).toEqual({ ok: false, problem: { part: "unit", key: specErrors.unitMissing, vars: { value: "8", units: "µA, mA, A, kA" } } });
  });

  it("refuses a unit of another dimension, and a unit on a plain count", () => {
    expect(read(current, "8 V")).toMatchObject({ ok: false, problem: { part: "unit", key: specErrors.unitWrong, vars: { unit: "V" } } });
    expect(read(inputs, "8 A")).toMatchObject({ ok: false, problem: { part: "unit", key: specErrors.noUnit } });
    expect(entries(inputs, "8")[0]).toMatchObject({ value: "8", valueNumber: 8 });
  });

  it("refuses words, and a range written backwards", () => {
    expect(read(voltage, "about twenty volts")).toMatchObject({ ok: false, problem: { part: "value", key: specErrors.notNumber } });
    expect(read(voltage, "240-100 V AC")).toMatchObject({ ok: false, problem: { part: "value", key: specErrors.rangeOrder } });
    expect(read(voltage, "")).toMatchObject({ ok: false, problem: { part: "value", key: specErrors.notNumber } });
  });
});

describe("reading choices, yes/no and text", () => {
  it("finds an option by its name in either language, its key or another spelling", () => {
    for (const written of ["2 CO", "2co", "2 RT", "DPDT", "2pdt", " 2  co "]) expect(entries(contacts, written)).toEqual([{ value: "2co", valueNumber: null, valueMax: null, unit: null, label: null }]);
  });

  it("splits several options into rows where the attribute allows several", () => {
    expect(entries(certifications, "CE, cURus, VDE").map((e) => e.value)).toEqual(["ce", "curus", "vde"]);
    expect(read(contacts, "1 CO, 2 CO")).toMatchObject({ ok: false, problem: { key: specErrors.oneOption } });
    expect(read(certifications, "CE, XYZ")).toMatchObject({ ok: false, problem: { part: "value", key: specErrors.unknownOption, vars: { value: "XYZ" } } });
  });

  it("reads yes and no in both languages", () => {
    expect(entries(flag, "oui")[0]!.value).toBe("yes");
    expect(entries(flag, "No")[0]!.value).toBe("no");
    expect(read(flag, "maybe")).toMatchObject({ ok: false, problem: { key: specErrors.notYesNo } });
  });

  it("keeps a text in each language, the value being the English", () => {
    const [entry] = readSpecValue(housing, { value: "M18, nickel-plated brass", label: { fr: "M18, laiton nickelé" } }).ok
      ? entries(housing, "M18, nickel-plated brass")
      : [];
    expect(entry!.value).toBe("M18, nickel-plated brass");
    const result = readSpecValue(housing, { value: "M18, nickel-plated brass", label: { en: "stale", fr: "M18, laiton nickelé" } });
    expect(result).toEqual({ ok: true, entries: [{ value: "M18, nickel-plated brass", valueNumber: null, valueMax: null, unit: null, label: { en: "M18, nickel-plated brass", fr: "M18, laiton nickelé" } }] });
  });
});

describe("showing values in the reader's language", () => {
  it("writes quantities as each language does", () => {
    expect(formatSpecValue(voltage, "100–240 V AC", "en")).toBe("100–240\u00a0V\u00a0AC");
    expect(formatSpecValue(voltage, "100–240 V AC", "fr")).toBe("100–240\u00a0V\u00a0CA");
    expect(formatSpecValue(voltage, "24 V DC", "fr")).toBe("24\u00a0V\u00a0CC");
    expect(formatSpecValue(current, "0.5 A", "fr")).toBe("0,5\u00a0A");
    expect(formatSpecValue(speed, "10000 rpm", "en")).toBe("10,000\u00a0rpm");
    expect(formatSpecValue(speed, "10000 rpm", "fr")).toMatch(/^10\s000\u00a0tr\/min$/u);
    expect(formatSpecValue(temperature, "-40–85 °C", "en")).toBe("−40–85\u00a0°C");
  });

  it("shows an option's label, yes/no and a text in the page's language", () => {
    expect(formatSpecValue(contacts, "2co", "fr")).toBe("2 RT");
    expect(formatSpecValue(contacts, "2co", "en")).toBe("2 CO");
    expect(formatSpecValue(flag, "yes", "fr")).toBe("Oui");
    expect(formatSpecValue(housing, "Brass", "fr", { en: "Brass", fr: "Laiton" })).toBe("Laiton");
    expect(formatSpecValues(certifications, [{ value: "ce" }, { value: "culus" }], "fr")).toBe("CE, cULus");
    expect(formatSpecValues(voltage, [{ value: "12 V DC" }, { value: "24 V DC" }], "fr")).toBe("12\u00a0V\u00a0CC / 24\u00a0V\u00a0CC");
  });

  it("gives the staff's notation back, which reads to the same rows", () => {
    for (const [attribute, written] of [
      [voltage, "100–240 V AC"],
      [voltage, "12/24 V DC"],
      [voltage, "24–240 V AC; 24–48 V DC"],
      [current, "500 mA"],
      [contacts, "DPDT"],
      [certifications, "CE, cULus"],
    ] as const) {
      const stored = entries(attribute, written);
      const input = specInputOf(attribute, stored);
      expect(readSpecValue(attribute, input)).toEqual({ ok: true, entries: stored });
    }
    expect(specInputOf(voltage, entries(voltage, "12/24 V DC"))).toEqual({ value: "12; 24", unit: "V DC", label: {} });
  });
});

describe("ranges meet filters", () => {
  it("a 100–240 V supply meets 230 V, a 24 V one does not", () => {
    const [wide] = entries(voltage, "100–240 V AC");
    const [low] = entries(voltage, "24 V DC");
    expect(covers(wide!, 230, 230)).toBe(true);
    expect(covers(low!, 230, 230)).toBe(false);
    expect(covers(wide!, 250)).toBe(false);
    expect(covers(wide!, undefined, 90)).toBe(false);
  });

  it("offers the dimension's units, with AC/DC for voltages", () => {
    expect(unitChoices("voltage")).toContain("V AC/DC");
    expect(unitChoices("length")).toEqual(["µm", "mm", "cm", "m", "in"]);
    expect(unitChoices("count")).toEqual([]);
  });
});
