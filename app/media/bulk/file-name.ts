import { partNumberKey } from "~/catalogue/index/part-number";
import { type Locale, locales } from "~/i18n/locales";

/** The kinds of document a bulk file name may carry, and the stored document type of each. */
export const DOCUMENT_KINDS = {
  datasheet: "datasheet",
  manual: "manual",
  certificate: "certificate",
  cad: "drawing",
  drawing: "drawing",
} as const;

export type DocumentKind = (typeof DOCUMENT_KINDS)[keyof typeof DOCUMENT_KINDS];

/** The languages a document's name may end with (`_fr`, `_en`, `_ar`): the site's. */
export const NAME_LANGUAGES: readonly Locale[] = locales;

/** One way of reading a file's name: the part number's search key and what follows it. */
export interface NameReading {
  /** The part number as written in the name ("MY2N-GS_DC24"). */
  partNumber: string;
  /** Its key as search computes it (`partNumberKey`): "MY2NGS24V". */
  key: string;
  /** `-2` → 2 (images: the place among the product's images, 1 the first). */
  position?: number;
  /** Documents: the kind named after the part number (`_datasheet`, `_manual`, `_cad`). */
  kind?: DocumentKind;
  /** Documents: the language named last (`_fr`, `_en`, `_ar`); none serves every language. */
  language?: Locale;
}

const KIND_SUFFIX = new RegExp(`[\\s_-]+(${Object.keys(DOCUMENT_KINDS).join("|")})(?:[\\s_-]+(${NAME_LANGUAGES.join("|")}))?$`, "i");
const LANGUAGE_SUFFIX = new RegExp(`[\\s_-]+(${NAME_LANGUAGES.join("|")})$`, "i");
const POSITION_SUFFIX = /[\s_-]+(\d{1,2})$/;

/**
 * The readings of a file name, most literal first: the whole stem as a part number, then the stem
 * without a trailing position (`-2`), and for documents without `_datasheet_fr`, `_manual`,
 * `_fr`. The caller keeps the first reading whose key names a product, so "G2R-2.jpg" is the
 * part G2R-2 while "G2R-2-1.jpg" is its first image. Only the last path segment counts.
 */
export function readFileName(path: string): NameReading[] {
  const base = path.split(/[\\/]/).pop() ?? "";
  const stem = base.replace(/\.[a-z0-9]{1,5}$/i, "").trim();
  const readings: NameReading[] = [];
  const add = (partNumber: string, extra: Omit<NameReading, "partNumber" | "key">) => {
    const key = partNumberKey(partNumber);
    if (key.length >= 2 && !readings.some((r) => r.key === key && r.position === extra.position && r.kind === extra.kind && r.language === extra.language))
      readings.push({ partNumber: partNumber.trim(), key, ...extra });
  };
  add(stem, {});
  const kind = KIND_SUFFIX.exec(stem);
  if (kind) {
    const rest = stem.slice(0, kind.index);
    const extra = { kind: DOCUMENT_KINDS[kind[1]!.toLowerCase() as keyof typeof DOCUMENT_KINDS], ...(kind[2] ? { language: kind[2].toLowerCase() as Locale } : {}) };
    add(rest, extra);
  }
  const language = LANGUAGE_SUFFIX.exec(stem);
  if (language) add(stem.slice(0, language.index), { language: language[1]!.toLowerCase() as Locale });
  const position = POSITION_SUFFIX.exec(stem);
  if (position && Number(position[1]) >= 1) add(stem.slice(0, position.index), { position: Number(position[1]) });
  return readings;
}
