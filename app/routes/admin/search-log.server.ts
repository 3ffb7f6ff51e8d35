import { data } from "react-router";
import { parseSynonymLines } from "~/catalogue/search/synonym-lines";
import { saveSynonyms } from "~/catalogue/search/synonyms.server";
import { page, type RequestArgs } from "~/http/kit.server";
import { type Locale, locales } from "~/i18n/locales";

export type SynonymsActionResult =
  | { ok: true }
  | { ok: false; problem: "body" }
  | { ok: false; locale: Locale; error: string; line?: number; text: string };

/** POST /admin/search-log: the synonym lists of both languages (text areas `synonyms.en`, `synonyms.fr`). */
export const synonymsAction = (args: RequestArgs) =>
  page(
    args,
    { access: "editor" },
    async (call) => {
      const fields = await call.body();
      const lists: Partial<Record<Locale, string[][]>> = {};
      for (const locale of locales) {
        const text = fields[`synonyms.${locale}`];
        if (typeof text !== "string") continue;
        const parsed = parseSynonymLines(text);
        if (!parsed.ok) return data<SynonymsActionResult>({ ok: false, locale, error: parsed.error, line: parsed.line, text }, { status: 400 });
        lists[locale] = parsed.groups;
      }
      if (!Object.keys(lists).length) return data<SynonymsActionResult>({ ok: false, problem: "body" }, { status: 400 });
      await saveSynonyms(call.db, lists, call.actor);
      return data<SynonymsActionResult>({ ok: true });
    },
    (): SynonymsActionResult => ({ ok: false, problem: "body" }),
  );
