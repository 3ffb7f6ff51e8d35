import type { Messages } from "./translate";

export type TaxonomyKind = "categories" | "subcategories" | "applications";

/**
 * SPEC §5 slug rules: lowercase, "&" becomes "and", punctuation removed, whitespace and repeated
 * hyphens collapsed to one hyphen. Accents are kept apart from the letter and dropped, so that
 * "Capteurs & Détection" and "capteurs-and-detection" agree.
 */
export function taxonomySlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function capitalizeWords(name: string): string {
  return name
    .replace(/[-_]+/g, " ")
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * The translated name of a category, subcategory or application, from its raw name or slug:
 * the key `{kind}.{slug}.name`, else a key whose slug contains this one or is contained in it,
 * else the raw name with each word capitalised (and a console note, so the gap gets noticed).
 */
export function translateTaxonomyName(messages: Messages, kind: TaxonomyKind, rawName: string): string {
  const slug = taxonomySlug(rawName);
  if (!slug) return rawName;
  const exact = messages[`${kind}.${slug}.name`];
  if (exact) return exact;

  const prefix = `${kind}.`;
  let best: { key: string; length: number } | undefined;
  for (const key of Object.keys(messages)) {
    if (!key.startsWith(prefix) || !key.endsWith(".name")) continue;
    const candidate = key.slice(prefix.length, -".name".length);
    if (candidate.includes(slug) || slug.includes(candidate)) {
      // Prefer the candidate closest in length: "relays" matches "relays-control" before
      // "monitoring-relays-and-timers".
      const distance = Math.abs(candidate.length - slug.length);
      if (!best || distance < best.length) best = { key, length: distance };
    }
  }
  if (best) return messages[best.key]!;

  return capitalizeWords(rawName);
}
