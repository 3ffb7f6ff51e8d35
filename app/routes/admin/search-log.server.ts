import { data } from "react-router";
import { z } from "zod";
import { addMissSynonym, linkMissToProduct, markMissNotProduct, reopenMiss } from "~/catalogue/search/search-miss-fixes.server";
import { parseSynonymLines } from "~/catalogue/search/synonym-lines";
import { saveSynonyms } from "~/catalogue/search/synonyms.server";
import { type Call, page, type RequestArgs, validate } from "~/http/kit.server";
import { MISS_INTENTS, type SearchLogActionResult } from "~/admin/search/search-log-result";
import { type Locale, locales } from "~/i18n/locales";

const text = (max: number) => z.string().max(max).default("");
const missSchema = z.object({
  intent: z.enum(MISS_INTENTS),
  query: z.string().min(1).max(200),
  locale: z.enum(locales),
  typed: text(500),
  partNumber: text(500),
  manufacturer: text(500),
  word: text(500),
});

/** The synonym lists of both languages (text areas `synonyms.en`, `synonyms.fr`). */
async function saveSynonymLists(call: Call, fields: Record<string, unknown>) {
  const lists: Partial<Record<Locale, string[][]>> = {};
  for (const locale of locales) {
    const value = fields[`synonyms.${locale}`];
    if (typeof value !== "string") continue;
    const parsed = parseSynonymLines(value);
    if (!parsed.ok) return data<SearchLogActionResult>({ ok: false, locale, error: parsed.error, line: parsed.line, text: value }, { status: 400 });
    lists[locale] = parsed.groups;
  }
  if (!Object.keys(lists).length) return data<SearchLogActionResult>({ ok: false, problem: "body" }, { status: 400 });
  await saveSynonyms(call.db, lists, call.actor);
  return data<SearchLogActionResult>({ ok: true, intent: "synonyms" });
}

/** One miss's fix: link to a product, add a synonym, mark "not a product", or take that back. */
async function fixMiss(call: Call, fields: Record<string, unknown>) {
  const input = validate(missSchema, fields);
  const miss = { query: input.query, locale: input.locale };
  let found = false;
  if (input.intent === "link") ({ found } = await linkMissToProduct(call.db, { ...miss, typed: input.typed, partNumber: input.partNumber, manufacturer: input.manufacturer }, call.actor));
  else if (input.intent === "synonym") ({ found } = await addMissSynonym(call.db, { ...miss, typed: input.typed, word: input.word }, call.actor));
  else if (input.intent === "not_product") await markMissNotProduct(call.db, miss, call.actor);
  else await reopenMiss(call.db, miss, call.actor);
  return data<SearchLogActionResult>({ ok: true, intent: input.intent, ...miss, found });
}

/** POST /admin/search-log: the synonym lists, or one miss's fix (`intent`). */
export const searchLogAction = (args: RequestArgs) =>
  page(
    args,
    { access: "editor" },
    async (call) => {
      const fields = await call.body();
      return "intent" in fields ? fixMiss(call, fields) : saveSynonymLists(call, fields);
    },
    async (rendered, _error, call): Promise<SearchLogActionResult> => {
      // A refused fix goes back to its row's form, with what was typed (the body is read once and kept).
      const fields = await call.body().catch(() => ({}) as Record<string, unknown>);
      const form = missSchema.safeParse(fields);
      if (form.success) {
        const { intent, query, locale, typed, partNumber, manufacturer, word } = form.data;
        return { ok: false, intent, query, locale, message: rendered.message, fields: rendered.fields ?? {}, values: { typed, partNumber, manufacturer, word } };
      }
      return { ok: false, problem: "body", message: rendered.message };
    },
  );
