import type { RouterContextProvider } from "react-router";
import { requireAdmin } from "~/auth/require-admin.server";
import { databaseContext } from "~/context";
import { apiError, methodNotAllowed } from "~/http/api-error.server";
import { readJsonOrForm } from "~/http/read-body.server";
import { requestInfoContext } from "~/http/request-info.server";
import { requestTranslator } from "~/http/request-translator.server";
import type { Translator } from "~/i18n/translate";
import { findTaxonomyRecord, listTaxonomyRecords, type AdminTaxonomyRecord } from "./taxonomy-admin-read.server";
import { deleteTaxonomy, saveTaxonomy } from "./taxonomy-admin.server";
import {
  formToTaxonomyInput,
  taxonomyErrors,
  taxonomyFieldErrors,
  taxonomyInputSchemas,
  type TaxonomyAdminKind,
  type TaxonomyFieldError,
} from "./taxonomy-input";

// DESIGN "HTTP API": /api/admin/{categories,subcategories,applications} (list, create) and
// /{id} (read, update, delete), over the same domain functions as the admin screens.

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id?: string };
}

const codeOf = (error: TaxonomyFieldError) =>
  error.key === taxonomyErrors.slugTaken ? "slug_taken" : error.key === taxonomyErrors.notFound ? "not_found" : "invalid";

function fieldErrorResponse(t: Translator["t"], status: number, errors: TaxonomyFieldError[]): Response {
  const fields: Record<string, string> = {};
  for (const error of errors) fields[error.field] ??= t(error.key, error.vars);
  const first = errors[0]!;
  return apiError(status, codeOf(first), `${first.field}: ${t(first.key, first.vars)}`, { fields });
}

/** The record as the input it was saved from, for PUT/PATCH bodies that give only some fields. */
function inputOf(record: AdminTaxonomyRecord): Record<string, unknown> {
  return {
    slug: record.slug,
    aliases: record.aliases,
    name: record.name,
    position: record.position,
    ...(record.description ? { description: record.description } : {}),
    ...(record.image !== undefined ? { imageId: record.image?.id ?? null } : {}),
    ...(record.featured !== undefined ? { featured: record.featured } : {}),
    ...(record.categoryId !== undefined ? { categoryId: record.categoryId } : {}),
  };
}

async function readInput(request: Request, kind: TaxonomyAdminKind, base: Record<string, unknown>) {
  const body = await readJsonOrForm(request);
  if (!body.ok) return body;
  const isForm = !(request.headers.get("Content-Type") ?? "").includes("json");
  const value = body.value;
  if (!value || typeof value !== "object" || Array.isArray(value)) return { ok: false as const, problem: "invalid_json" as const };
  const given = isForm ? formToTaxonomyInput(kind, value as Record<string, string>) : (value as Record<string, unknown>);
  const merged: Record<string, unknown> = { ...base, ...given };
  // Localised fields merge per language, so {"name": {"fr": "..."}} keeps the English name.
  for (const field of ["name", "description"]) {
    const old = base[field];
    const next = given[field];
    if (old && next && typeof next === "object" && !Array.isArray(next)) merged[field] = { ...(old as object), ...next };
  }
  return { ok: true as const, value: merged };
}

function bodyError(t: Translator["t"], problem: string): Response {
  const status = problem === "too_large" ? 413 : 400;
  return apiError(status, problem, t(`admin.taxonomy.errors.body.${problem}`));
}

async function writeContext(request: Request, context: Args["context"]) {
  const session = await requireAdmin(request, context);
  return { actor: { id: session.user.id, name: session.user.username }, ip: context.get(requestInfoContext).ip };
}

export async function taxonomyCollectionLoader(kind: TaxonomyAdminKind, { request, context }: Args) {
  await requireAdmin(request, context);
  return Response.json({ items: await listTaxonomyRecords(context.get(databaseContext), kind) });
}

export async function taxonomyCollectionAction(kind: TaxonomyAdminKind, { request, context }: Args) {
  const db = context.get(databaseContext);
  const { t } = await requestTranslator(request, db);
  if (request.method !== "POST") return methodNotAllowed(t, "GET, POST");
  const write = await writeContext(request, context);
  const body = await readInput(request, kind, {});
  if (!body.ok) return bodyError(t, body.problem);
  const parsed = taxonomyInputSchemas[kind].safeParse(body.value);
  if (!parsed.success) return fieldErrorResponse(t, 400, taxonomyFieldErrors(parsed.error));
  const result = await saveTaxonomy(db, kind, null, parsed.data, write);
  if (!result.ok) return fieldErrorResponse(t, result.status, result.errors);
  return Response.json(result.record, { status: 201 });
}

async function notFound(request: Request, args: Args) {
  const { t } = await requestTranslator(request, args.context.get(databaseContext));
  return apiError(404, "not_found", t(taxonomyErrors.notFound));
}

export async function taxonomyItemLoader(kind: TaxonomyAdminKind, args: Args) {
  await requireAdmin(args.request, args.context);
  const record = await findTaxonomyRecord(args.context.get(databaseContext), kind, Number(args.params.id));
  return record ? Response.json(record) : notFound(args.request, args);
}

export async function taxonomyItemAction(kind: TaxonomyAdminKind, args: Args) {
  const { request, context } = args;
  const db = context.get(databaseContext);
  const { t } = await requestTranslator(request, db);
  if (!["PUT", "PATCH", "DELETE"].includes(request.method)) return methodNotAllowed(t, "GET, PUT, PATCH, DELETE");
  const write = await writeContext(request, context);
  const id = Number(args.params.id);
  const record = await findTaxonomyRecord(db, kind, id);
  if (!record) return notFound(request, args);
  if (request.method === "DELETE") {
    const result = await deleteTaxonomy(db, kind, id, write);
    return result.ok ? Response.json({ deleted: result.deleted }) : notFound(request, args);
  }
  const body = await readInput(request, kind, inputOf(record));
  if (!body.ok) return bodyError(t, body.problem);
  const parsed = taxonomyInputSchemas[kind].safeParse(body.value);
  if (!parsed.success) return fieldErrorResponse(t, 400, taxonomyFieldErrors(parsed.error));
  const result = await saveTaxonomy(db, kind, id, parsed.data, write);
  if (!result.ok) return fieldErrorResponse(t, result.status, result.errors);
  return Response.json(result.record);
}
