import { z } from "zod";
import type { Translator } from "~/i18n/translate";
import { apiError } from "~/http/api-error.server";
import { productFieldErrors, productInputSchema, type ProductFieldError, type ProductInput } from "./product-schema";

/** Field errors in the staff's language, keyed by field path ("specs.2.value"). */
export function translateFieldErrors(t: Translator["t"], errors: ProductFieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) out[error.field || "_"] ??= t(error.key, error.vars);
  return out;
}

/** The input schema's verdict on a JSON body or posted form value. */
export function parseProductInput(value: unknown): { ok: true; input: ProductInput } | { ok: false; errors: ProductFieldError[] } {
  const parsed = productInputSchema.safeParse(value);
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: productFieldErrors(parsed.error) };
}

/** 400 with every field's message (DESIGN's error body), or 404 / 409. */
export function productErrorResponse(t: Translator["t"], status: 400 | 404 | 409, errors: ProductFieldError[]): Response {
  if (status === 404) return apiError(404, "not_found", t("admin.products.notFound"));
  const fields = translateFieldErrors(t, errors);
  const code = status === 409 ? "conflict" : "invalid_input";
  return apiError(status, code, Object.values(fields)[0] ?? t("admin.catalogue.errors.invalid"), { fields });
}

export const idsSchema = z.object({ ids: z.array(z.coerce.number().int().positive()).min(1).max(1000) });
