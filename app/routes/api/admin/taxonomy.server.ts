import { findTaxonomyRecord, listTaxonomyRecords, type AdminTaxonomyRecord } from "~/catalogue/taxonomy/taxonomy-admin-read.server";
import { deleteTaxonomy, saveTaxonomy } from "~/catalogue/taxonomy/taxonomy-admin.server";
import { formToTaxonomyInput, taxonomyErrors, taxonomyInputSchemas, taxonomyKeys, type TaxonomyAdminKind } from "~/catalogue/taxonomy/taxonomy-input";
import { fieldError, notFound } from "~/http/errors";
import { type Call, json, type RequestArgs, routeId } from "~/http/kit.server";
import { mergePatch } from "~/http/merge-patch";
import { bodyType } from "~/http/read-body.server";

// DESIGN "HTTP API": /api/admin/{categories,subcategories,applications} (list, create) and
// /{id} (read, update, delete), over the same domain functions as the admin screens.

/** The record as the input it was saved from, for PATCH bodies that give only some fields. */
function inputOf(record: AdminTaxonomyRecord): Record<string, unknown> {
  return {
    slug: record.slug,
    aliases: record.aliases,
    name: record.name,
    position: record.position,
    ...(record.description ? { description: record.description } : {}),
    ...(record.image !== undefined ? { imageId: record.image?.id ?? null } : {}),
    ...(record.featured !== undefined ? { featured: record.featured } : {}),
    ...(record.keySpecs !== undefined ? { keySpecs: record.keySpecs } : {}),
    ...(record.categoryId !== undefined ? { categoryId: record.categoryId } : {}),
    ...(record.attributeSet !== undefined ? { attributeSet: record.attributeSet } : {}),
  };
}

/**
 * What a PUT is laid over: the record's lists and image emptied, so that a field the body leaves
 * out takes its default (the domain keeps a stored set or image that its input does not name).
 */
function emptiedOf(record: AdminTaxonomyRecord): Record<string, unknown> {
  return {
    ...(record.image !== undefined ? { imageId: null } : {}),
    ...(record.keySpecs !== undefined ? { keySpecs: [] } : {}),
    ...(record.attributeSet !== undefined ? { attributeSet: [] } : {}),
  };
}

/**
 * The body (JSON, or a form's "name.en" fields) laid over `base` as a JSON Merge Patch (RFC 7396):
 * fields left out are kept, localised fields merge per language, null clears. A PUT's base is
 * empty: its body is the whole record.
 */
function readInput(call: Call, kind: TaxonomyAdminKind, base: Record<string, unknown>) {
  const isJson = bodyType(call.request).includes("json");
  return call.input(taxonomyInputSchemas[kind], {
    keys: taxonomyKeys,
    prepare: (body) => {
      const given = isJson ? body : formToTaxonomyInput(kind, body as Record<string, string>);
      return mergePatch(base, given);
    },
  });
}

async function recordOf(call: Call, kind: TaxonomyAdminKind) {
  const record = await findTaxonomyRecord(call.db, kind, routeId(call.params.id, notFound(taxonomyErrors.notFound)));
  if (!record) throw notFound(taxonomyErrors.notFound);
  return record;
}

async function save(call: Call, kind: TaxonomyAdminKind, id: number | null, base: Record<string, unknown>) {
  const result = await saveTaxonomy(call.db, kind, id, await readInput(call, kind, base), call.actor);
  if (!result.ok) throw fieldError(result.status, result.errors, taxonomyErrors.notFound);
  return result.record;
}

const collection = (kind: TaxonomyAdminKind) => ({
  GET: async (call: Call) => Response.json({ items: await listTaxonomyRecords(call.db, kind) }),
  POST: async (call: Call) => Response.json(await save(call, kind, null, {}), { status: 201 }),
});

const item = (kind: TaxonomyAdminKind) => {
  const update = (replace: boolean) => async (call: Call) => {
    const record = await recordOf(call, kind);
    return Response.json(await save(call, kind, record.id, replace ? emptiedOf(record) : inputOf(record)));
  };
  return {
    GET: async (call: Call) => Response.json(await recordOf(call, kind)),
    PUT: update(true),
    PATCH: update(false),
    DELETE: async (call: Call) => {
      const result = await deleteTaxonomy(call.db, kind, (await recordOf(call, kind)).id, call.actor);
      if (!result.ok) throw notFound(taxonomyErrors.notFound);
      // What went with it (products, subcategories) is in the audit log; the screens say it before.
      return new Response(null, { status: 204 });
    },
  };
};

/** GET (every record, with product counts) and POST (create) on a kind's collection. */
export const taxonomyCollection = (kind: TaxonomyAdminKind) => (args: RequestArgs) => json(args, { access: "editor", scopes: { GET: "catalogue:read" } }, collection(kind));
/** GET, PUT (the body replaces the record), PATCH (fields left out are kept) and DELETE on one record. */
export const taxonomyItem = (kind: TaxonomyAdminKind) => (args: RequestArgs) => json(args, { access: "editor", scopes: { GET: "catalogue:read" } }, item(kind));
