import type { Locale } from "~/i18n/locales";

/** What staff can do about one missed search in the log. */
export const MISS_INTENTS = ["link", "synonym", "not_product", "reopen"] as const;
export type MissIntent = (typeof MISS_INTENTS)[number];

/** What POST /admin/search-log answers: the synonym lists saved or refused, or one miss's fix. */
export type SearchLogActionResult =
  | { ok: true; intent: "synonyms" }
  | { ok: true; intent: MissIntent; query: string; locale: string; found: boolean }
  | { ok: false; problem: "body"; message?: string }
  | { ok: false; locale: Locale; error: string; line?: number; text: string }
  | { ok: false; intent: MissIntent; query: string; locale: string; message: string; fields: Record<string, string>; values: Record<string, string> };

