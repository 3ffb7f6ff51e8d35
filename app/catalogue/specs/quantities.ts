import type { Locale } from "~/i18n/locales";

/*
 * The physical dimensions a specification can state and the units of each, with the factor that
 * turns a value in the unit into the dimension's base unit. An attribute names one dimension and
 * the unit its numbers are stored in (its base: `contact_current` in A); staff write a value in any
 * unit of that dimension ("500 mA") and see it back in the unit they chose, while filters and
 * ranges compare the stored numbers (0.5 A).
 */

export interface Unit {
  /** The symbol as stored and written in English ("mA", "N·m"). */
  symbol: string;
  /** Value in the dimension's base unit = value × factor. */
  factor: number;
  /** The symbol in another language where it differs ("tr/min" for rpm in French). */
  label?: Partial<Record<Locale, string>>;
  /** Other spellings read in forms and CSV cells ("ohm", "Nm", "tr/min"). */
  aliases?: string[];
}

export interface DimensionDef {
  units: Unit[];
  /** Whether a value can say AC, DC or AC/DC (voltages and currents). */
  electric?: boolean;
}

export const dimensions = {
  voltage: { electric: true, units: [{ symbol: "µV", factor: 1e-6, aliases: ["uV"] }, { symbol: "mV", factor: 1e-3 }, { symbol: "V", factor: 1 }, { symbol: "kV", factor: 1e3 }] },
  current: { electric: true, units: [{ symbol: "µA", factor: 1e-6, aliases: ["uA"] }, { symbol: "mA", factor: 1e-3 }, { symbol: "A", factor: 1 }, { symbol: "kA", factor: 1e3 }] },
  power: { units: [{ symbol: "mW", factor: 1e-3 }, { symbol: "W", factor: 1 }, { symbol: "kW", factor: 1e3 }] },
  frequency: { units: [{ symbol: "Hz", factor: 1 }, { symbol: "kHz", factor: 1e3 }, { symbol: "MHz", factor: 1e6 }] },
  resistance: {
    units: [
      { symbol: "mΩ", factor: 1e-3, aliases: ["mohm"] },
      { symbol: "Ω", factor: 1, aliases: ["ohm", "ohms"] },
      { symbol: "kΩ", factor: 1e3, aliases: ["kohm", "kohms"] },
      { symbol: "MΩ", factor: 1e6, aliases: ["Mohm", "Mohms"] },
    ],
  },
  temperature: { units: [{ symbol: "°C", factor: 1, aliases: ["degC", "ºC"] }] },
  length: {
    units: [
      { symbol: "µm", factor: 1e-6, aliases: ["um"] },
      { symbol: "mm", factor: 1e-3 },
      { symbol: "cm", factor: 1e-2 },
      { symbol: "m", factor: 1 },
      { symbol: "in", factor: 0.0254, label: { fr: "po" }, aliases: ["po", "inch", "inches", "pouce", "pouces", "″", '"'] },
    ],
  },
  pressure: {
    units: [
      { symbol: "mbar", factor: 1e-3 },
      { symbol: "bar", factor: 1 },
      { symbol: "kPa", factor: 1e-2 },
      { symbol: "MPa", factor: 10 },
      { symbol: "psi", factor: 0.0689475729 },
    ],
  },
  torque: {
    units: [
      { symbol: "mN·m", factor: 1e-3, aliases: ["mNm", "mN.m", "mN m"] },
      { symbol: "N·cm", factor: 1e-2, aliases: ["Ncm", "N.cm", "N cm"] },
      { symbol: "N·m", factor: 1, aliases: ["Nm", "N.m", "N m"] },
    ],
  },
  force: { units: [{ symbol: "mN", factor: 1e-3 }, { symbol: "N", factor: 1 }, { symbol: "kN", factor: 1e3 }] },
  speed: { units: [{ symbol: "rpm", factor: 1, label: { fr: "tr/min" }, aliases: ["tr/min", "min-1", "min⁻¹", "RPM"] }] },
  time: {
    units: [
      { symbol: "µs", factor: 1e-6, aliases: ["us"] },
      { symbol: "ms", factor: 1e-3 },
      { symbol: "s", factor: 1, aliases: ["sec"] },
      { symbol: "min", factor: 60 },
      { symbol: "h", factor: 3600 },
    ],
  },
  mass: { units: [{ symbol: "g", factor: 1e-3 }, { symbol: "kg", factor: 1 }] },
  percent: { units: [{ symbol: "%", factor: 1 }] },
  /** A plain number of things (inputs, digits): no unit. */
  count: { units: [] },
} as const satisfies Record<string, DimensionDef>;

export type Dimension = keyof typeof dimensions;
export const dimensionNames = Object.keys(dimensions) as Dimension[];

export const isDimension = (value: unknown): value is Dimension => typeof value === "string" && value in dimensions;

/** Whether a value of the dimension must say its unit (all but plain counts). */
export const needsUnit = (dimension: Dimension) => dimensions[dimension].units.length > 0;

export const isElectric = (dimension: Dimension) => "electric" in dimensions[dimension] && dimensions[dimension].electric === true;

export const unitsOf = (dimension: Dimension): readonly Unit[] => dimensions[dimension].units;

/** The unit a symbol or alias names within the dimension (exact case first, then any case). */
export function findUnit(dimension: Dimension, written: string): Unit | undefined {
  const units = unitsOf(dimension);
  const spelled = (unit: Unit) => [unit.symbol, ...(unit.aliases ?? [])];
  return (
    units.find((unit) => spelled(unit).includes(written)) ??
    // Case matters between mV and MV, mΩ and MΩ: any case only when it names one unit.
    ((candidates) => (candidates.length === 1 ? candidates[0] : undefined))(
      units.filter((unit) => spelled(unit).some((s) => s.toLowerCase() === written.toLowerCase())),
    )
  );
}

/** A number written in `from` as a number in `to` (both units of one dimension). */
export const convert = (value: number, from: Unit, to: Unit) => roundFloat((value * from.factor) / to.factor);

/** 0.1 × 3 is 0.30000000000000004: twelve significant digits are more than any datasheet gives. */
export const roundFloat = (value: number) => Number.parseFloat(value.toPrecision(12));

/** The unit's symbol in a language ("tr/min" for rpm in French). */
export const unitLabel = (unit: Unit, locale: Locale) => unit.label?.[locale] ?? unit.symbol;

export type Current = "AC" | "DC" | "AC/DC";
export const currents: readonly Current[] = ["AC", "DC", "AC/DC"];

/** AC/DC as each language writes it (French: courant alternatif / continu). */
export const currentLabels: Record<Locale, Record<Current, string>> = {
  en: { AC: "AC", DC: "DC", "AC/DC": "AC/DC" },
  fr: { AC: "CA", DC: "CC", "AC/DC": "CA/CC" },
  // Arabic technical writing keeps the Latin abbreviations, like the units (decision 067).
  ar: { AC: "AC", DC: "DC", "AC/DC": "AC/DC" },
};

/** AC/DC in either language's notation, or undefined. */
export function readCurrent(written: string): Current | undefined {
  const key = written.toUpperCase().replace(/\s+/g, "").replace("~", "AC").replace("⎓", "DC");
  const table: Record<string, Current> = { AC: "AC", DC: "DC", "AC/DC": "AC/DC", "DC/AC": "AC/DC", UC: "AC/DC", CA: "AC", CC: "DC", "CA/CC": "AC/DC", "CC/CA": "AC/DC" };
  return table[key];
}
