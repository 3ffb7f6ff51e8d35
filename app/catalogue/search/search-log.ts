/** The zero-result log shows the searches of this many days (both sides read it). */
export const SEARCH_LOG_DAYS = 30;

// An address: anything@anything, with or without a dot in its domain (john.doe@example,
// someone@localhost), the at sign in any of its widths (NFKC makes "＠" "@").
const EMAIL = /\S@\S/;
// ... or written out to get past filters: "john [at] example", "john(at)example.com",
// "john at example dot com", and the French "arobase" / "point".
const SPELLED_AT = /\S\s*[[({<]\s*(at|arobase)\s*[\])}>]\s*\S/i;
const SPELLED_ADDRESS = /\S\s+(at|arobase)\s+\S+\s+(dot|point)\s+\S/i;
// A phone number: 9 digits or more, in any script's digits (Arabic-Indic ones included), run
// together or split by spaces, dots, dashes, slashes or brackets.
const PHONE = /\+?\p{Nd}[\p{Nd}\s().\-/\u2010-\u2015]{7,}\p{Nd}/gu;

/**
 * An e-mail address or a phone number typed in the search box is not kept, even normalised
 * (decision 020).
 */
export function looksPersonal(q: string): boolean {
  const text = q.normalize("NFKC");
  if (EMAIL.test(text) || SPELLED_AT.test(text) || SPELLED_ADDRESS.test(text)) return true;
  return (text.match(PHONE) ?? []).some((run) => (run.match(/\p{Nd}/gu) ?? []).length >= 9);
}
