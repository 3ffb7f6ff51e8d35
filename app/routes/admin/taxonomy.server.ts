import { redirect } from "react-router";
import { listSpecAttributes } from "~/catalogue/products/attributes.server";
import { findTaxonomyRecord, listTaxonomyRecords } from "~/catalogue/taxonomy/taxonomy-admin-read.server";
import { deleteImpact, deleteTaxonomy, saveTaxonomy } from "~/catalogue/taxonomy/taxonomy-admin.server";
import { formToTaxonomyInput, taxonomyErrors, taxonomyInputSchemas, taxonomyKeys, type TaxonomyAdminKind } from "~/catalogue/taxonomy/taxonomy-input";
import { type FieldIssue, fieldError, invalidInput, notFound } from "~/http/errors";
import { type Call, page, pageLoader, type RequestArgs, validate } from "~/http/kit.server";
import { pickLocalized } from "~/i18n/locales";
import { MAX_UPLOAD_BYTES } from "~/http/read-upload.server";
import { storeUpload } from "~/media/upload.server";

// Loaders and actions of the admin screens for categories, subcategories and applications.
// Forms post plainly (the anti-forgery token in a field), so they work before JavaScript loads.

export const listPath = (kind: TaxonomyAdminKind) => (kind === "applications" ? "/admin/applications" : "/admin/categories");

export const taxonomyListLoader = (kinds: TaxonomyAdminKind[], args: RequestArgs) =>
  pageLoader(args, { access: "editor" }, async (call) => {
    const lists = await Promise.all(kinds.map((kind) => listTaxonomyRecords(call.db, kind)));
    const url = new URL(call.request.url);
    return {
      csrfToken: call.session!.csrfToken,
      lists: Object.fromEntries(kinds.map((kind, i) => [kind, lists[i]!])) as Partial<Record<TaxonomyAdminKind, Awaited<ReturnType<typeof listTaxonomyRecords>>>>,
      notice: { saved: url.searchParams.get("saved"), deleted: url.searchParams.get("deleted") },
    };
  });

async function recordOf(call: Call, kind: TaxonomyAdminKind) {
  const record = await findTaxonomyRecord(call.db, kind, Number(call.params.id));
  if (!record) throw notFound(taxonomyErrors.notFound);
  return record;
}

export const taxonomyEditLoader = (kind: TaxonomyAdminKind, args: RequestArgs) =>
  pageLoader(args, { access: "editor" }, async (call) => {
    const record = call.params.id === "new" ? null : await recordOf(call, kind);
    const parents = kind === "subcategories" ? (await listTaxonomyRecords(call.db, "categories")).map(({ id, name }) => ({ id, name })) : [];
    const parentId = Number(new URL(call.request.url).searchParams.get("categoryId")) || null;
    // Categories choose key specs among them, categories and subcategories their attribute set.
    const attributes = kind === "applications" ? [] : (await listSpecAttributes(call.db)).map(({ key, name, unit }) => ({ key, name, unit }));
    return { kind, record, parents, parentId, attributes, csrfToken: call.session!.csrfToken };
  });

/** The form's refusal as the form reads it: field issues (message keys) and what was posted. */
const asIssues = (fields: Record<string, { key: string; vars?: Record<string, string | number> }>): FieldIssue[] =>
  Object.entries(fields).map(([field, problem]) => ({ field, ...problem }));

export function taxonomyEditAction(kind: TaxonomyAdminKind, args: RequestArgs) {
  const values: Record<string, string> = {};
  return page(
    args,
    { access: "editor" },
    async (call) => {
      const id = call.params.id === "new" ? null : (await recordOf(call, kind)).id;
      const form = await call.formData(MAX_UPLOAD_BYTES);
      let image: File | undefined;
      for (const [name, value] of form) {
        if (typeof value === "string") values[name] = value;
        else if (name === "image" && value.size > 0) image = value;
      }
      if (values.removeImage === "on") values.imageId = "";
      const input = validate(taxonomyInputSchemas[kind], formToTaxonomyInput(kind, values), taxonomyKeys);
      if (image && kind !== "subcategories") {
        const stored = await storeUpload(call.db, call.storage, { bytes: new Uint8Array(await image.arrayBuffer()), filename: image.name }, "image", input.name);
        if (!stored.ok) throw invalidInput({ image: { key: `admin.media.errors.${stored.error}`, ...(stored.vars ? { vars: stored.vars } : {}) } });
        // Kept in the form if the save below fails, so the upload is not asked for twice.
        values.imageId = String(stored.media.id);
        (input as { imageId: number | null }).imageId = stored.media.id;
      }
      const result = await saveTaxonomy(call.db, kind, id, input, call.actor);
      if (!result.ok) throw fieldError(result.status, result.errors, taxonomyErrors.notFound);
      // The notice names the record in the staff member's language (not its slug).
      throw redirect(`${listPath(kind)}?saved=${encodeURIComponent(pickLocalized(result.record.name, call.locale))}`);
    },
    (_rendered, error) => {
      if (error.code === "not_found") throw new Response(null, { status: 404 });
      if (error.code === "payload_too_large") return { errors: [{ field: "image", key: "admin.media.errors.tooLarge" }], values };
      return { errors: asIssues(error.details.fields ?? { form: error.reason }), values };
    },
  );
}

export const taxonomyDeleteLoader = (kind: TaxonomyAdminKind, args: RequestArgs) =>
  pageLoader(args, { access: "editor" }, async (call) => {
    const record = await recordOf(call, kind);
    return { kind, record, impact: deleteImpact(record), csrfToken: call.session!.csrfToken };
  });

export const taxonomyDeleteAction = (kind: TaxonomyAdminKind, args: RequestArgs) =>
  pageLoader(args, { access: "editor" }, async (call) => {
    const record = await recordOf(call, kind);
    const result = await deleteTaxonomy(call.db, kind, record.id, call.actor);
    if (!result.ok) throw notFound(taxonomyErrors.notFound);
    throw redirect(`${listPath(kind)}?deleted=${encodeURIComponent(pickLocalized(record.name, call.locale))}`);
  });
