import type { SynonymGroup } from "./search-query";

export const MAX_SYNONYM_GROUPS = 300;
export const MAX_SYNONYM_TERMS = 12;
export const MAX_SYNONYM_TERM_LENGTH = 60;
/** The text areas' limit: groups are short lines. */
export const MAX_SYNONYM_TEXT = 30_000;

export type SynonymLinesResult =
  | { ok: true; groups: SynonymGroup[] }
  | { ok: false; error: "tooLong" | "tooManyGroups" | "tooManyTerms" | "termTooLong" | "single"; line?: number };

/**
 * The staff's text: one group a line, equivalent words or phrases separated by commas
 * ("SSR, solid-state relay, relais statique"). Blank lines are skipped; a line needs two terms.
 */
export function parseSynonymLines(text: string): SynonymLinesResult {
  if (text.length > MAX_SYNONYM_TEXT) return { ok: false, error: "tooLong" };
  const groups: SynonymGroup[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    const terms = [...new Set(raw.split(",").map((term) => term.trim().replace(/\s+/g, " ")).filter(Boolean))];
    if (!terms.length) continue;
    if (terms.length < 2) return { ok: false, error: "single", line };
    if (terms.length > MAX_SYNONYM_TERMS) return { ok: false, error: "tooManyTerms", line };
    if (terms.some((term) => term.length > MAX_SYNONYM_TERM_LENGTH)) return { ok: false, error: "termTooLong", line };
    groups.push(terms);
  }
  if (groups.length > MAX_SYNONYM_GROUPS) return { ok: false, error: "tooManyGroups" };
  return { ok: true, groups };
}

export const synonymLines = (groups: SynonymGroup[]) => groups.map((group) => group.join(", ")).join("\n");
