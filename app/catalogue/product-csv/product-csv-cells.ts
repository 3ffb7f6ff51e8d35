// The cells that hold a list (applications, specifications, documents, images): items joined by
// " | ", parts of an item by ":" (or "key=value [unit]" for a specification), and a backslash
// before any of \ | : = [ ] that belongs to the text. docs/product-csv.md describes the format.
import { type Locale, defaultLocale, emptyLocalized, isLocale, locales } from "~/i18n/locales";
import type { ProductInput } from "~/catalogue/products/product-schema";

export type CellProblem = { key: string; vars?: Record<string, string | number> };
type Parsed<T> = { ok: true; value: T } | ({ ok: false } & CellProblem);

const SPECIAL = /[\\|:=[\]]/g;
export const escapePart = (text: string) => text.replace(SPECIAL, (ch) => `\\${ch}`);
const unescapePart = (text: string) => (text.includes("\\") ? text.replace(/\\(.)/gs, "$1") : text);

/** Splits on `separator` where it is not escaped; the pieces keep their escapes. */
function splitUnescaped(text: string, separator: string): string[] {
  if (!text.includes("\\")) return text.split(separator);
  const pieces: string[] = [];
  let current = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "\\" && i + 1 < text.length) {
      current += ch + text[i + 1];
      i++;
    } else if (ch === separator) {
      pieces.push(current);
      current = "";
    } else current += ch;
  }
  pieces.push(current);
  return pieces;
}

const items = (cell: string) => splitUnescaped(cell, "|").map((item) => item.trim()).filter(Boolean);
const joinItems = (list: string[]) => list.join(" | ");

export function formatApplications(slugs: string[]): string {
  return joinItems(slugs.map(escapePart));
}

export function parseApplications(cell: string): string[] {
  return items(cell).map(unescapePart);
}

/**
 * `key=value [unit]` per attribute; a text value's other languages follow as `key.fr=texte`.
 */
export function formatSpecs(specs: ProductInput["specs"]): string {
  return joinItems(
    specs.flatMap((s) => [
      `${escapePart(s.attribute)}=${escapePart(s.value)}${s.unit ? ` [${escapePart(s.unit)}]` : ""}`,
      ...locales.flatMap((locale) => (locale !== defaultLocale && s.label?.[locale] ? [`${escapePart(s.attribute)}.${locale}=${escapePart(s.label[locale])}`] : [])),
    ]),
  );
}

export function parseSpecs(cell: string): Parsed<ProductInput["specs"]> {
  const specs: ProductInput["specs"] = [];
  for (const item of items(cell)) {
    const [key, ...rest] = splitUnescaped(item, "=");
    if (!rest.length || !key!.trim()) return { ok: false, key: "admin.csv.errors.specFormat", vars: { item } };
    let value = rest.join("=").trim();
    const attribute = unescapePart(key!.trim());
    // "key.fr=texte": a text value in another language, for the row of that attribute.
    const language = /^(.+)\.([a-z]{2})$/.exec(attribute);
    if (language && language[2] !== defaultLocale && isLocale(language[2])) {
      const row = specs.find((s) => s.attribute === language[1]);
      if (!row) return { ok: false, key: "admin.csv.errors.specFormat", vars: { item } };
      row.label = { ...emptyLocalized(), ...row.label, [language[2]]: unescapePart(value) };
      continue;
    }
    let unit = "";
    // "[unit]" at the end, its brackets not escaped.
    const open = splitUnescaped(value, "[");
    if (open.length > 1 && value.endsWith("]") && !value.endsWith("\\]")) {
      unit = open.pop()!.slice(0, -1);
      value = open.join("[").trim();
    }
    specs.push({ attribute, value: unescapePart(value), unit: unescapePart(unit.trim()) });
  }
  return { ok: true, value: specs };
}

/** A media file is named in the file by its storage key, or its URL `/media/<key>`. */
const mediaKey = (reference: string) => reference.replace(/^\/?media\//, "");

type MediaIdOf = (storageKey: string) => number | undefined;
type MediaKeyOf = (mediaId: number) => string;

const documentTypes = ["datasheet", "manual", "certificate", "drawing", "brochure", "other"] as const;

export function formatDocuments(documents: ProductInput["documents"], keyOf: MediaKeyOf): string {
  return joinItems(
    documents.map((d) =>
      [d.type, d.language, keyOf(d.mediaId), ...locales.map((l) => d.name[l] ?? "")].map(escapePart).join(":"),
    ),
  );
}

export function parseDocuments(cell: string, idOf: MediaIdOf): Parsed<ProductInput["documents"]> {
  const documents: ProductInput["documents"] = [];
  for (const item of items(cell)) {
    const parts = splitUnescaped(item, ":").map((p) => unescapePart(p).trim());
    const [type, language, reference] = parts;
    if (parts.length !== 3 + locales.length) return { ok: false, key: "admin.csv.errors.documentFormat", vars: { item } };
    if (!(documentTypes as readonly string[]).includes(type!)) return { ok: false, key: "admin.csv.errors.documentType", vars: { item, value: type! } };
    if (language !== "" && !(locales as readonly string[]).includes(language!)) {
      return { ok: false, key: "admin.csv.errors.documentLanguage", vars: { item, value: language! } };
    }
    const mediaId = idOf(mediaKey(reference!));
    if (mediaId === undefined) return { ok: false, key: "admin.csv.errors.unknownMedia", vars: { value: reference! } };
    const name = Object.fromEntries(locales.map((l, i) => [l, parts[3 + i]!])) as Record<Locale, string>;
    documents.push({ type: type as (typeof documentTypes)[number], language: language as Locale | "", mediaId, name });
  }
  return { ok: true, value: documents };
}

export function formatImages(images: ProductInput["images"], keyOf: MediaKeyOf): string {
  return joinItems(images.map((i) => [keyOf(i.mediaId), ...locales.map((l) => i.alt[l] ?? "")].map(escapePart).join(":")));
}

export function parseImages(cell: string, idOf: MediaIdOf): Parsed<ProductInput["images"]> {
  const images: ProductInput["images"] = [];
  for (const item of items(cell)) {
    const parts = splitUnescaped(item, ":").map((p) => unescapePart(p).trim());
    if (parts.length !== 1 + locales.length) return { ok: false, key: "admin.csv.errors.imageFormat", vars: { item } };
    const mediaId = idOf(mediaKey(parts[0]!));
    if (mediaId === undefined) return { ok: false, key: "admin.csv.errors.unknownMedia", vars: { value: parts[0]! } };
    const alt = Object.fromEntries(locales.map((l, i) => [l, parts[1 + i]!])) as Record<Locale, string>;
    images.push({ mediaId, alt });
  }
  return { ok: true, value: images };
}

/** The media keys a documents or images cell names, to look them up in one query. */
export function mediaReferences(documentsCell: string, imagesCell: string): string[] {
  const keys = items(documentsCell).map((item) => splitUnescaped(item, ":")[2]);
  keys.push(...items(imagesCell).map((item) => splitUnescaped(item, ":")[0]));
  return keys.filter((k): k is string => Boolean(k)).map((k) => mediaKey(unescapePart(k).trim()));
}

const TRUE = new Set(["true", "yes", "1", "oui", "vrai"]);
const FALSE = new Set(["false", "no", "0", "non", "faux", ""]);

export function parseBoolean(cell: string): boolean | undefined {
  const value = cell.trim().toLowerCase();
  return TRUE.has(value) ? true : FALSE.has(value) ? false : undefined;
}

/** Alternatives: part numbers joined by " | ". */
export function formatPartNumbers(partNumbers: string[]): string {
  return joinItems(partNumbers.map(escapePart));
}

export function parsePartNumbers(cell: string): string[] {
  return items(cell).map(unescapePart);
}

/** Cross references: "Maker:part number" items joined by " | ". */
export function formatCrossReferences(references: ProductInput["crossReferences"]): string {
  return joinItems(references.map((x) => `${escapePart(x.manufacturer)}:${escapePart(x.partNumber)}`));
}

export function parseCrossReferences(cell: string): Parsed<ProductInput["crossReferences"]> {
  const references: ProductInput["crossReferences"] = [];
  for (const item of items(cell)) {
    const parts = splitUnescaped(item, ":").map((p) => unescapePart(p).trim());
    if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, key: "admin.csv.errors.crossReferenceFormat", vars: { item } };
    references.push({ manufacturer: parts[0], partNumber: parts[1] });
  }
  return { ok: true, value: references };
}
