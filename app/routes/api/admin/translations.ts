import { z } from "zod";
import { requireAdmin } from "~/auth/require-admin.server";
import { MAX_TEXT_LENGTH } from "~/translations/page-text-limits";
import { translationQuerySchema } from "~/translations/translation-query";
import { isTaxonomyKey } from "~/translations/translation-entry";
import { failureStatus, toFailure } from "~/translations/translation-form.server";
import { filterTranslations, listTranslations, saveTranslations, translationAreas } from "~/translations/translations.server";
import { databaseContext } from "~/context";
import { readAdminBody, issueFields } from "~/http/admin-json-body.server";
import { apiError, methodNotAllowed } from "~/http/api-error.server";
import { requestInfoContext } from "~/http/request-info.server";
import { requestTranslator } from "~/http/request-translator.server";
import { locales } from "~/i18n/locales";
import type { Route } from "./+types/translations";

/**
 * GET /api/admin/translations (?q, area, missing=1, page with perPage): every key with its default,
 * override and version per language. PUT or PATCH `{key, locale, value, version}` saves an override
 * (value null or empty: back to the default); DELETE `{key, locale, version}` resets it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const query = translationQuerySchema.parse(Object.fromEntries(params));
  const perPage = z.coerce.number().int().min(1).max(1000).catch(100).parse(params.get("perPage") ?? 100);
  const all = await listTranslations(context.get(databaseContext), "all");
  const items = filterTranslations(all, { ...query, missing: Boolean(query.missing) });
  const paged = params.has("page") ? items.slice((query.page - 1) * perPage, query.page * perPage) : items;
  return Response.json({ total: items.length, areas: translationAreas(all), locales, items: paged });
}

const changeSchema = z.object({
  key: z.string("admin.texts.errors.key").min(1, "admin.texts.errors.key").max(300, "admin.texts.errors.key"),
  locale: z.enum(locales, "admin.texts.errors.locale"),
  value: z.string("admin.texts.errors.value").nullable().optional(),
  version: z.coerce.number("admin.texts.errors.version").int("admin.texts.errors.version").min(0, "admin.texts.errors.version"),
});

export async function action({ request, context }: Route.ActionArgs) {
  const db = context.get(databaseContext);
  const { t } = await requestTranslator(request, db);
  if (!["PUT", "PATCH", "DELETE"].includes(request.method)) return methodNotAllowed(t, "PUT, PATCH, DELETE");
  const session = await requireAdmin(request, context);
  const body = await readAdminBody(request, t);
  if (!body.ok) return body.response;
  const parsed = changeSchema.safeParse(body.value);
  if (!parsed.success) {
    return apiError(400, "validation_failed", t("auth.errors.invalidInput"), { fields: issueFields(parsed.error.issues, t) });
  }
  const { key, locale, version } = parsed.data;
  const value = request.method === "DELETE" ? null : (parsed.data.value ?? null);
  const editor = { id: session.user.id, name: session.user.username, ip: context.get(requestInfoContext).ip };
  const result = await saveTranslations(db, [{ key, locale, value, version }], editor, "all");
  if (result.ok) return Response.json({ item: result.entries[0] });

  const failure = toFailure(key, result);
  // SPEC §8: a category, subcategory or application name that could not be saved says so first.
  const lead = isTaxonomyKey(key) ? `${t("admin.texts.taxonomyError")} ` : "";
  if (failure.error === "conflict") {
    const [conflict] = failure.conflicts;
    const message = `${lead}${t("admin.texts.conflictApi", { current: conflict?.current ?? "", yours: conflict?.yours ?? "" })}`;
    return Response.json(
      { error: { code: "conflict", message, current: { value: conflict?.current, version: conflict?.currentVersion }, yours: { value, version } } },
      { status: 409 },
    );
  }
  const fields: Record<string, string> = failure.error === "tooLong" ? { value: t("admin.textedit.tooLong", { max: MAX_TEXT_LENGTH }) } : { key: t("admin.textedit.unknownKey") };
  return apiError(failureStatus[failure.error], failure.error === "tooLong" ? "too_long" : "unknown_key", `${lead}${Object.values(fields)[0]}`, { fields });
}
