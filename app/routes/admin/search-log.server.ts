import { data, type RouterContextProvider } from "react-router";
import { adminActor } from "~/audit/admin-actor.server";
import { requireAdmin } from "~/auth/require-admin.server";
import { parseSynonymLines } from "~/catalogue/search/synonym-lines";
import { saveSynonyms } from "~/catalogue/search/synonyms.server";
import { databaseContext } from "~/context";
import { readJsonOrForm } from "~/http/read-body.server";
import { requestInfoContext } from "~/http/request-info.server";
import { type Locale, locales } from "~/i18n/locales";

type Context = Readonly<RouterContextProvider>;

export type SynonymsActionResult =
  | { ok: true }
  | { ok: false; problem: "body" }
  | { ok: false; locale: Locale; error: string; line?: number; text: string };

/** POST /admin/search-log: the synonym lists of both languages (text areas `synonyms.en`, `synonyms.fr`). */
export async function synonymsAction(request: Request, context: Context) {
  const session = await requireAdmin(request, context, { acceptFormToken: true });
  const body = await readJsonOrForm(request);
  if (!body.ok || typeof body.value !== "object" || body.value === null) {
    const status = body.ok || body.problem === "invalid_json" ? 400 : body.problem === "too_large" ? 413 : 415;
    return data<SynonymsActionResult>({ ok: false, problem: "body" }, { status });
  }
  const fields = body.value as Record<string, unknown>;
  const lists: Partial<Record<Locale, string[][]>> = {};
  for (const locale of locales) {
    const text = fields[`synonyms.${locale}`];
    if (typeof text !== "string") continue;
    const parsed = parseSynonymLines(text);
    if (!parsed.ok) return data<SynonymsActionResult>({ ok: false, locale, error: parsed.error, line: parsed.line, text }, { status: 400 });
    lists[locale] = parsed.groups;
  }
  if (!Object.keys(lists).length) return data<SynonymsActionResult>({ ok: false, problem: "body" }, { status: 400 });
  await saveSynonyms(context.get(databaseContext), lists, adminActor(session, context.get(requestInfoContext).ip));
  return data<SynonymsActionResult>({ ok: true });
}
