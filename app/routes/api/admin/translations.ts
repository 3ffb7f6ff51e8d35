import { z } from "zod";
import { MAX_TEXT_LENGTH } from "~/translations/page-text-limits";
import { translationChangeSchema, translationQuerySchema } from "~/translations/translation-query";
import { isTaxonomyKey } from "~/translations/translation-entry";
import { toFailure } from "~/translations/translation-form.server";
import { filterTranslations, listTranslations, saveTranslations, translationAreas } from "~/translations/translations.server";
import { type FieldProblems, RequestError } from "~/http/errors";
import { type Call, json, type RequestArgs } from "~/http/kit.server";
import { locales } from "~/i18n/locales";

/**
 * GET /api/admin/translations (?q, area, missing=1, page with perPage): every key with its default,
 * override and version per language. PUT or PATCH `{key, locale, value, version}` saves an override
 * (value null or empty: back to the default); DELETE `{key, locale, version}` resets it.
 */

async function save(call: Call, reset: boolean): Promise<Response> {
  const input = await call.input(translationChangeSchema);
  const { key, locale, version } = input;
  const value = reset ? null : (input.value ?? null);
  const result = await saveTranslations(call.db, [{ key, locale, value, version }], call.actor, "all");
  if (result.ok) return Response.json({ item: result.entries[0] });

  const failure = toFailure(key, result);
  // SPEC §8: a category, subcategory or application name that could not be saved says so first.
  const lead = isTaxonomyKey(key) ? { key: "admin.texts.taxonomyError" } : undefined;
  if (failure.error === "conflict") {
    const [conflict] = failure.conflicts;
    throw new RequestError(
      "conflict",
      { key: "admin.texts.conflictApi", vars: { current: conflict?.current ?? "", yours: conflict?.yours ?? "" } },
      { current: { value: conflict?.current, version: conflict?.currentVersion }, yours: { value, version }, lead },
    );
  }
  const fields: FieldProblems = failure.error === "tooLong" ? { value: { key: "admin.textedit.tooLong", vars: { max: MAX_TEXT_LENGTH } } } : { key: { key: "admin.textedit.unknownKey" } };
  throw new RequestError("invalid_input", Object.values(fields)[0]!, { fields, lead });
}

const handlers = {
  GET: async (call) => {
    const params = new URL(call.request.url).searchParams;
    const query = translationQuerySchema.parse(Object.fromEntries(params));
    const perPage = z.coerce.number().int().min(1).max(1000).catch(100).parse(params.get("perPage") ?? 100);
    const all = await listTranslations(call.db, "all");
    const items = filterTranslations(all, { ...query, missing: Boolean(query.missing) });
    const paged = params.has("page") ? items.slice((query.page - 1) * perPage, query.page * perPage) : items;
    return Response.json({ total: items.length, areas: translationAreas(all), locales, items: paged });
  },
  PUT: (call) => save(call, false),
  PATCH: (call) => save(call, false),
  DELETE: (call) => save(call, true),
} satisfies Parameters<typeof json>[2];

export const loader = (args: RequestArgs) => json(args, { access: "editor" }, handlers);
export const action = (args: RequestArgs) => json(args, { access: "editor" }, handlers);
