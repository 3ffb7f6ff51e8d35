import { data, redirect, type RouterContextProvider } from "react-router";
import { requireAdmin } from "~/auth/require-admin.server";
import { databaseContext, storageContext } from "~/context";
import { readLimited } from "~/http/read-body.server";
import { requestInfoContext } from "~/http/request-info.server";
import { MAX_UPLOAD_BYTES } from "~/media/read-upload.server";
import { storeUpload } from "~/media/upload.server";
import { findTaxonomyRecord, listTaxonomyRecords } from "./taxonomy-admin-read.server";
import { deleteImpact, deleteTaxonomy, saveTaxonomy } from "./taxonomy-admin.server";
import {
  formToTaxonomyInput,
  taxonomyFieldErrors,
  taxonomyInputSchemas,
  type TaxonomyAdminKind,
  type TaxonomyFieldError,
} from "./taxonomy-input";

// Loaders and actions of the admin screens for categories, subcategories and applications.
// Forms post plainly (the anti-forgery token in a field), so they work before JavaScript loads.

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id?: string };
}

export const listPath = (kind: TaxonomyAdminKind) => (kind === "applications" ? "/admin/applications" : "/admin/categories");

export async function taxonomyListLoader(kinds: TaxonomyAdminKind[], { request, context }: Args) {
  const session = await requireAdmin(request, context);
  const db = context.get(databaseContext);
  const lists = await Promise.all(kinds.map((kind) => listTaxonomyRecords(db, kind)));
  const url = new URL(request.url);
  return {
    csrfToken: session.csrfToken,
    lists: Object.fromEntries(kinds.map((kind, i) => [kind, lists[i]!])) as Partial<Record<TaxonomyAdminKind, Awaited<ReturnType<typeof listTaxonomyRecords>>>>,
    notice: { saved: url.searchParams.get("saved"), deleted: url.searchParams.get("deleted") },
  };
}

async function recordOr404(kind: TaxonomyAdminKind, { context, params }: Args) {
  const record = await findTaxonomyRecord(context.get(databaseContext), kind, Number(params.id));
  if (!record) throw data(null, { status: 404 });
  return record;
}

export async function taxonomyEditLoader(kind: TaxonomyAdminKind, args: Args) {
  const session = await requireAdmin(args.request, args.context);
  const db = args.context.get(databaseContext);
  const record = args.params.id === "new" ? null : await recordOr404(kind, args);
  const parents = kind === "subcategories" ? (await listTaxonomyRecords(db, "categories")).map(({ id, name }) => ({ id, name })) : [];
  const parentId = Number(new URL(args.request.url).searchParams.get("categoryId")) || null;
  return { kind, record, parents, parentId, csrfToken: session.csrfToken };
}

/** A form post's text fields and its `image` file (empty when none was chosen). */
async function readForm(request: Request) {
  const bytes = await readLimited(request, MAX_UPLOAD_BYTES);
  if (!bytes) return undefined;
  const form = await new Response(bytes, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } })
    .formData()
    .catch(() => undefined);
  if (!form) return undefined;
  const fields: Record<string, string> = {};
  let image: File | undefined;
  for (const [name, value] of form) {
    if (typeof value === "string") fields[name] = value;
    else if (name === "image" && value.size > 0) image = value;
  }
  return { fields, image };
}

const invalid = (errors: TaxonomyFieldError[], values: Record<string, string>, status = 400) =>
  data({ errors, values }, { status });

export async function taxonomyEditAction(kind: TaxonomyAdminKind, args: Args) {
  const { request, context } = args;
  const session = await requireAdmin(request, context);
  const db = context.get(databaseContext);
  const id = args.params.id === "new" ? null : (await recordOr404(kind, args)).id;
  const form = await readForm(request);
  if (!form) return invalid([{ field: "image", key: "admin.media.errors.tooLarge" }], {}, 413);
  const { fields, image } = form;
  if (fields.removeImage === "on") fields.imageId = "";
  const parsed = taxonomyInputSchemas[kind].safeParse(formToTaxonomyInput(kind, fields));
  if (!parsed.success) return invalid(taxonomyFieldErrors(parsed.error), fields);
  const input = parsed.data;
  if (image && kind !== "subcategories") {
    const stored = await storeUpload(db, context.get(storageContext), { bytes: new Uint8Array(await image.arrayBuffer()), filename: image.name }, "image", input.name);
    if (!stored.ok) return invalid([{ field: "image", key: `admin.media.errors.${stored.error}`, vars: stored.vars }], fields);
    // Kept in the form if the save below fails, so the upload is not asked for twice.
    fields.imageId = String(stored.media.id);
    (input as { imageId: number | null }).imageId = stored.media.id;
  }
  const actor = { id: session.user.id, name: session.user.username };
  const result = await saveTaxonomy(db, kind, id, input, { actor, ip: context.get(requestInfoContext).ip });
  if (!result.ok) return invalid(result.errors, fields, result.status);
  throw redirect(`${listPath(kind)}?saved=${encodeURIComponent(result.record.slug)}`);
}

export async function taxonomyDeleteLoader(kind: TaxonomyAdminKind, args: Args) {
  const session = await requireAdmin(args.request, args.context);
  const record = await recordOr404(kind, args);
  return { kind, record, impact: deleteImpact(record), csrfToken: session.csrfToken };
}

export async function taxonomyDeleteAction(kind: TaxonomyAdminKind, args: Args) {
  const session = await requireAdmin(args.request, args.context);
  const record = await recordOr404(kind, args);
  const result = await deleteTaxonomy(args.context.get(databaseContext), kind, record.id, {
    actor: { id: session.user.id, name: session.user.username },
    ip: args.context.get(requestInfoContext).ip,
  });
  if (!result.ok) throw data(null, { status: 404 });
  throw redirect(`${listPath(kind)}?deleted=${encodeURIComponent(record.slug)}`);
}
