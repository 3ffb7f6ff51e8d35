import { z } from "zod";
import { locales } from "~/i18n/locales";

/** The translation list's filters, from the URL (the editor's and the API's alike). */
export const translationQuerySchema = z.object({
  q: z.string().max(100).catch(""),
  area: z.string().max(60).catch(""),
  missing: z.enum(["1", "true"]).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/**
 * One text saved through the JSON call (PUT or PATCH; DELETE resets): `value` null or empty goes
 * back to the bundled default; `version` is the one the edit started from (0: no override yet).
 */
export const translationChangeSchema = z.object({
  key: z.string("admin.texts.errors.key").min(1, "admin.texts.errors.key").max(300, "admin.texts.errors.key"),
  locale: z.enum(locales, "admin.texts.errors.locale"),
  value: z.string("admin.texts.errors.value").nullable().optional().describe("null or empty: back to the default"),
  version: z.coerce
    .number("admin.texts.errors.version")
    .int("admin.texts.errors.version")
    .min(0, "admin.texts.errors.version")
    .describe("The version the edit started from (0: no override)"),
});
