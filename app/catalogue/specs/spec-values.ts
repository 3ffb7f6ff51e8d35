import { computedOnce } from "~/cache/computed-once";
import { type Locale, type Localized, intlTag, locales } from "~/i18n/locales";
import {
  type Current,
  type Dimension,
  type Unit,
  convert,
  currentLabels,
  findUnit,
  isElectric,
  needsUnit,
  readCurrent,
  roundFloat,
  unitLabel,
  unitsOf,
} from "./quantities";

/*
 * Typed specification values (issue 29). An attribute is a quantity (numbers with a unit of one
 * dimension), a choice among options labelled in every language, yes/no, or free text per language.
 * Each value a product carries is one product_specs row: several rows for a list ("12/24 V DC") or
 * several options ("CE, cULus"). The row's `value` is language-neutral and canonical: an option's
 * key, "yes"/"no", a quantity in English notation as staff wrote it ("100–240 V AC", "500 mA"),
 * or the English text. Filters, URLs and facet keys use it; every page formats it in the reader's
 * language with formatSpecValue.
 */

export const attributeTypes = ["quantity", "choice", "boolean", "text"] as const;
export type AttributeType = (typeof attributeTypes)[number];

export interface SpecOption {
  key: string;
  name: Localized;
  /** Other spellings read in forms and CSV cells ("DPDT" for 2 CO). */
  aliases: string[];
}

/** What reading and showing a value needs of its attribute. */
export interface AttributeDef {
  key: string;
  name: Localized;
  type: AttributeType;
  /** Quantities: the dimension and the unit the stored numbers are in. */
  dimension: Dimension | null;
  unit: string | null;
  /** Choices: whether a product may carry several options. */
  multiple: boolean;
  options: SpecOption[];
}

/** One stored value (a product_specs row's typed columns). */
export interface SpecEntry {
  value: string;
  /** Quantities: the number, or a range's lower bound, in the attribute's unit. */
  valueNumber: number | null;
  /** Quantities: a range's upper bound in the attribute's unit (null for one number). */
  valueMax: number | null;
  /** Quantities: the unit staff wrote the value in, as stored ("mA"). */
  unit: string | null;
  /** Text values: the text per language. */
  label: Localized | null;
}

/** Why a written value cannot be read: a message key of admin-catalogue.json and its variables. */
export interface SpecProblem {
  /** Which part of the row is wrong: the value, or its unit. */
  part: "value" | "unit";
  key: string;
  vars?: Record<string, string>;
}

export type SpecReading = { ok: true; entries: SpecEntry[] } | { ok: false; problem: SpecProblem };

export const specErrors = {
  notNumber: "admin.catalogue.errors.specNotNumber",
  unitMissing: "admin.catalogue.errors.specUnitMissing",
  unitWrong: "admin.catalogue.errors.specUnitWrong",
  noUnit: "admin.catalogue.errors.specNoUnit",
  unknownOption: "admin.catalogue.errors.specUnknownOption",
  oneOption: "admin.catalogue.errors.specOneOption",
  notYesNo: "admin.catalogue.errors.specNotYesNo",
  rangeOrder: "admin.catalogue.errors.specRangeOrder",
} as const;

// --- Reading -------------------------------------------------------------------------------------

/**
 * A number in either language's notation: "5,500" and "5 500" are 5500 (commas or spaces before
 * groups of exactly three digits after a non-zero lead), "0,5" and "0.5" are 0.5.
 */
const NUMBER = String.raw`[-+]?(?:[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?(?![\d,])|[1-9]\d{0,2}(?:[ \u00a0\u202f]\d{3})+(?:,\d+)?(?!\d)|\d+(?:[.,]\d+)?|[.,]\d+)`;
const RANGE_SEPARATOR = String.raw`(?:\s*(?:–|—|…|\.{2,3}|-)\s*|\s+(?:to|à)\s+)`;

export function readNumber(written: string): number | null {
  const text = written.trim().replace(/\u2212/g, "-");
  if (!new RegExp(`^${NUMBER}$`).test(text)) return null;
  let plain = text;
  if (/^[-+]?[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?$/.test(text)) plain = text.replaceAll(",", "");
  else plain = text.replace(/[ \u00a0\u202f]/g, "").replace(",", ".");
  const number = Number(plain);
  return Number.isFinite(number) ? number : null;
}

/** Splits a cell into values: ";" or " / " always, and ", " (a comma then a space) too. */
const splitValues = (written: string) =>
  written
    .split(/\s*;\s*|\s+\/\s+|,\s+/)
    .map((part) => part.trim())
    .filter(Boolean);

interface Quantity {
  numbers: number[];
  /** A range: numbers are [min, max]. */
  range: boolean;
  unit: Unit | null;
  current: Current | null;
}

const QUANTITY = new RegExp(
  String.raw`^(?:(AC|DC|CA|CC|UC)\s*)?(±\s*)?(${NUMBER}(?:\s*\/\s*${NUMBER})*)\s*([^\d\s–—…/][^\d–—…]*?)?(?:${RANGE_SEPARATOR}(${NUMBER})\s*(.*?))?$`,
  "i",
);

/** The unit and AC/DC a tail says ("V AC", "VDC", "mA", "Vcc"); null when it names neither. */
function readUnitTail(tail: string, dimension: Dimension): { unit: Unit | null; current: Current | null } | null {
  let text = tail.trim();
  if (!text) return { unit: null, current: null };
  let current: Current | null = null;
  if (isElectric(dimension)) {
    const suffix = /(?:^|\s*)(AC\s*\/\s*DC|CA\s*\/\s*CC|DC\s*\/\s*AC|AC|DC|CA|CC|UC)$/i.exec(text);
    if (suffix && (suffix.index > 0 || text.length === suffix[0].length)) {
      current = readCurrent(suffix[1]!) ?? null;
      text = text.slice(0, suffix.index).trim();
    }
  }
  if (!text) return { unit: null, current };
  const unit = findUnit(dimension, text);
  return unit ? { unit, current } : null;
}

function readQuantity(written: string, dimension: Dimension): Quantity | SpecProblem | null {
  const text = written.replace(/\u2212/g, "-").replace(/\s+/g, " ").trim();
  const match = QUANTITY.exec(text);
  if (!match) return null;
  const [, leadCurrent, plusMinus, listed, firstTail, upper, lastTail] = match;
  const first = listed!.split("/").map((n) => readNumber(n));
  if (first.some((n) => n === null)) return null;
  const tails = [firstTail ?? "", lastTail ?? ""].map((tail) => readUnitTail(tail, dimension));
  const badTail = tails.findIndex((tail) => tail === null);
  if (badTail >= 0) {
    const tail = (badTail === 0 ? firstTail : lastTail)!.trim();
    return { part: "unit", key: needsUnit(dimension) ? specErrors.unitWrong : specErrors.noUnit, vars: { unit: tail, units: unitList(dimension) } };
  }
  const [head, end] = tails as [NonNullable<(typeof tails)[0]>, NonNullable<(typeof tails)[0]>];
  const current = end.current ?? head.current ?? (leadCurrent ? (readCurrent(leadCurrent) ?? null) : null);
  if (upper !== undefined) {
    if (first.length > 1 || plusMinus) return null;
    const max = readNumber(upper);
    if (max === null) return null;
    const unit = end.unit ?? head.unit;
    // "500 mA – 2 A": the lower bound is converted to the upper bound's unit.
    const min = head.unit && end.unit && head.unit !== end.unit ? convert(first[0]!, head.unit, end.unit) : first[0]!;
    return { numbers: [min, max], range: true, unit, current };
  }
  if (plusMinus) {
    const n = Math.abs(first[0]!);
    return { numbers: [-n, n], range: true, unit: head.unit, current };
  }
  return { numbers: first as number[], range: false, unit: head.unit, current };
}

const unitList = (dimension: Dimension) => unitsOf(dimension).map((u) => u.symbol).join(", ");

/** A number as the canonical text writes it: plain, with a point ("0.5", "5500", "-40"). */
const plainNumber = (n: number) => String(roundFloat(n));

function quantityEntries(q: Quantity, attribute: AttributeDef & { dimension: Dimension }): SpecEntry[] {
  const stored = attribute.unit ? findUnit(attribute.dimension, attribute.unit) : undefined;
  const toStored = (n: number) => (q.unit && stored ? convert(n, q.unit, stored) : n);
  const suffix = `${q.unit ? ` ${q.unit.symbol}` : ""}${q.current ? ` ${q.current}` : ""}`;
  if (q.range) {
    const [min, max] = q.numbers as [number, number];
    return [{ value: `${plainNumber(min)}–${plainNumber(max)}${suffix}`, valueNumber: toStored(min), valueMax: toStored(max), unit: q.unit?.symbol ?? null, label: null }];
  }
  return q.numbers.map((n) => ({ value: `${plainNumber(n)}${suffix}`, valueNumber: toStored(n), valueMax: null, unit: q.unit?.symbol ?? null, label: null }));
}

/** Letters and digits only, lower case, without accents: how option names are compared. */
export const optionWord = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9+]/g, "");

/** The option a written name, key or alias names (in any language, any case, any spacing). */
export function findOption(attribute: Pick<AttributeDef, "options">, written: string): SpecOption | undefined {
  const word = optionWord(written);
  if (!word) return undefined;
  return attribute.options.find((option) => [option.key, ...Object.values(option.name), ...option.aliases].some((name) => name && optionWord(name) === word));
}

const YES = new Set(["yes", "y", "oui", "o", "true", "1", "x", "✓"]);
const NO = new Set(["no", "n", "non", "false", "0", "-"]);

/**
 * Reads what staff wrote for one attribute (a form row, an API row, a CSV cell), in either
 * language's notation: "8 A", "500 mA", "100-240 V AC", "12/24 V DC", "24 V CC", "2 CO", "2 RT",
 * "CE, cULus", "oui". `unit` (the form's unit select) is written after the value. Text values
 * take their other languages from `label`.
 */
export function readSpecValue(attribute: AttributeDef, written: { value: string; unit?: string; label?: Localized }): SpecReading {
  const value = written.value.trim();
  const unit = (written.unit ?? "").trim();
  switch (attribute.type) {
    case "quantity": {
      const dimension = attribute.dimension ?? "count";
      const entries: SpecEntry[] = [];
      const parts = splitValues(value);
      if (!parts.length) return { ok: false, problem: { part: "value", key: specErrors.notNumber, vars: { value } } };
      for (const part of parts) {
        // The unit select applies to every value that does not name its own unit.
        let q = readQuantity(part, dimension);
        if (q && "numbers" in q && !q.unit && unit) q = readQuantity(`${part} ${unit}`, dimension);
        if (q === null) return { ok: false, problem: { part: "value", key: specErrors.notNumber, vars: { value: part } } };
        if ("part" in q) return { ok: false, problem: q };
        if (!q.unit && needsUnit(dimension)) return { ok: false, problem: { part: "unit", key: specErrors.unitMissing, vars: { value: part, units: unitList(dimension) } } };
        if (q.range && q.numbers[0]! > q.numbers[1]!) return { ok: false, problem: { part: "value", key: specErrors.rangeOrder, vars: { value: part } } };
        entries.push(...quantityEntries(q, { ...attribute, dimension }));
      }
      return { ok: true, entries: dedupe(entries) };
    }
    case "choice": {
      const parts = attribute.multiple ? splitValues(value) : [value];
      const entries: SpecEntry[] = [];
      for (const part of parts) {
        const option = findOption(attribute, part);
        if (!option) {
          const several = !attribute.multiple && splitValues(value).length > 1 && splitValues(value).every((p) => findOption(attribute, p));
          return { ok: false, problem: { part: "value", key: several ? specErrors.oneOption : specErrors.unknownOption, vars: { value: part, options: attribute.options.map((o) => o.name.en ?? o.key).join(", ") } } };
        }
        entries.push({ value: option.key, valueNumber: null, valueMax: null, unit: null, label: null });
      }
      return { ok: true, entries: dedupe(entries) };
    }
    case "boolean": {
      const word = value.toLowerCase();
      if (YES.has(word)) return { ok: true, entries: [{ value: "yes", valueNumber: null, valueMax: null, unit: null, label: null }] };
      if (NO.has(word)) return { ok: true, entries: [{ value: "no", valueNumber: null, valueMax: null, unit: null, label: null }] };
      return { ok: false, problem: { part: "value", key: specErrors.notYesNo, vars: { value } } };
    }
    case "text": {
      // `value` is the English text; `label` gives the other languages.
      const label: Localized = { ...written.label, en: value };
      for (const locale of locales) if (!label[locale]) delete label[locale];
      return { ok: true, entries: [{ value: label.en ?? value, valueNumber: null, valueMax: null, unit: null, label }] };
    }
  }
}

const dedupe = (entries: SpecEntry[]) => entries.filter((entry, i) => entries.findIndex((e) => e.value === entry.value) === i);

// --- Showing -------------------------------------------------------------------------------------

const formatters = new Map<Locale, Intl.NumberFormat>();
function formatNumber(n: number, locale: Locale): string {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlTag(locale), { maximumFractionDigits: 6, useGrouping: "min2" } as Intl.NumberFormatOptions);
    formatters.set(locale, format);
  }
  // A minus sign, not a hyphen, before negative numbers (−40 °C).
  return format.format(n).replace(/^-/, "−");
}

const yesNo: Record<Locale, { yes: string; no: string }> = { en: { yes: "Yes", no: "No" }, fr: { yes: "Oui", no: "Non" }, ar: { yes: "نعم", no: "لا" } };

/**
 * A stored quantity's parts (its canonical text read back). A pure function of the text and the
 * dimension, asked for on every list, facet and range filter: read once, kept frozen.
 */
export function quantityOf(attribute: Pick<AttributeDef, "dimension">, value: string): Readonly<Quantity> | null {
  const dimension = attribute.dimension ?? "count";
  return storedQuantity(`${dimension}\u0000${value}`, () => {
    const read = readQuantity(value, dimension);
    return read && "numbers" in read ? Object.freeze({ ...read, numbers: Object.freeze([...read.numbers]) as number[] }) : null;
  });
}

/** quantityOf's readings and formatSpecValue's texts, bounded (a catalogue has a few thousand distinct values). */
const MAX_KEPT = 50_000;
const storedQuantity = computedOnce<string, Readonly<Quantity> | null>(MAX_KEPT);

function formatQuantity(q: Quantity, locale: Locale): string {
  const numbers = q.numbers.map((n) => formatNumber(n, locale)).join(q.range ? "–" : "/");
  const unit = q.unit ? `\u00a0${unitLabel(q.unit, locale)}` : "";
  const current = q.current ? `\u00a0${currentLabels[locale][q.current]}` : "";
  return `${numbers}${unit}${current}`;
}

/** formatSpecValue's quantities already shown, by dimension, language and stored text. */
const shownQuantity = computedOnce<string, string>(MAX_KEPT);

/** One stored value in the reader's language: "24 V CC", "0,5 A", "2 RT", "Embrochable", "Oui". */
export function formatSpecValue(attribute: AttributeDef, value: string, locale: Locale, label?: Localized | null): string {
  switch (attribute.type) {
    case "quantity": {
      // A pure function of the stored text, the dimension and the language, asked for again on
      // every list, card and facet: read and formatted once.
      return shownQuantity(`${attribute.dimension ?? ""}\u0000${locale}\u0000${value}`, () => {
        const q = quantityOf(attribute, value);
        return q ? formatQuantity(q, locale) : value;
      });
    }
    case "choice": {
      const option = attribute.options.find((o) => o.key === value);
      return option ? (option.name[locale] || option.name.en || option.key) : value;
    }
    case "boolean":
      return value === "yes" ? yesNo[locale].yes : value === "no" ? yesNo[locale].no : value;
    case "text":
      return label?.[locale] || label?.en || value;
  }
}

/** Several values of one attribute, in the reader's language ("12 / 24 V CC", "CE, cULus"). */
export function formatSpecValues(attribute: AttributeDef, entries: Array<{ value: string; label?: Localized | null }>, locale: Locale): string {
  const texts = entries.map((entry) => formatSpecValue(attribute, entry.value, locale, entry.label));
  return texts.join(attribute.type === "quantity" ? " / " : ", ");
}

/**
 * The values of one attribute as staff edit them (form, CSV), in English notation: the value
 * without its unit and the unit when every value shares it ("100-240" and "V AC"), else each value
 * with its own unit. Text values give their English text; their other languages are in `label`.
 */
export function specInputOf(attribute: AttributeDef, entries: SpecEntry[]): { value: string; unit: string; label: Localized } {
  if (attribute.type === "quantity") {
    const quantities = entries.map((e) => quantityOf(attribute, e.value));
    const units = new Set(quantities.map((q) => `${q?.unit?.symbol ?? ""}${q?.current ? ` ${q.current}` : ""}`));
    if (units.size === 1 && quantities.every(Boolean)) {
      const numbers = quantities.map((q) => q!.numbers.map(plainNumber).join(q!.range ? "-" : "/"));
      return { value: numbers.join("; "), unit: [...units][0]!, label: {} };
    }
    return { value: entries.map((e) => e.value).join("; "), unit: "", label: {} };
  }
  if (attribute.type === "choice") return { value: entries.map((e) => attribute.options.find((o) => o.key === e.value)?.name.en ?? e.value).join(", "), unit: "", label: {} };
  if (attribute.type === "text") {
    const { en, ...others } = entries[0]?.label ?? {};
    return { value: en ?? entries[0]?.value ?? "", unit: "", label: others };
  }
  return { value: entries[0]?.value ?? "", unit: "", label: {} };
}

/** The unit choices of a quantity attribute's form select: each unit, and with AC/DC where it applies. */
export function unitChoices(dimension: Dimension): string[] {
  return unitsOf(dimension).flatMap((unit) => (isElectric(dimension) ? [unit.symbol, `${unit.symbol} DC`, `${unit.symbol} AC`, `${unit.symbol} AC/DC`] : [unit.symbol]));
}

/** Whether a stored range (or number) covers a number: 100–240 V covers 230 V. */
export function covers(entry: Pick<SpecEntry, "valueNumber" | "valueMax">, min?: number, max?: number): boolean {
  if (entry.valueNumber === null) return false;
  const upper = entry.valueMax ?? entry.valueNumber;
  return (max === undefined || entry.valueNumber <= max) && (min === undefined || upper >= min);
}
