import { redirect } from "react-router";
import { attributeErrors, attributeInputSchema, attributeKeys, formToAttributeInput } from "~/catalogue/specs/attribute-input";
import { attributeDeleteImpact, deleteAttribute, findAdminAttribute, listAdminAttributes, saveAttribute } from "~/catalogue/specs/attributes-admin.server";
import { type FieldIssue, fieldError, notFound } from "~/http/errors";
import { type Call, page, pageLoader, type RequestArgs, routeId, validate } from "~/http/kit.server";
import { pickLocalized } from "~/i18n/locales";

// Loaders and actions of the specification attribute screens (/admin/attributes). Like the
// taxonomy screens: editors may use them, every loader and action guards itself, forms post
// plainly (the anti-forgery token in a field) so they work before JavaScript loads.

export const ATTRIBUTES_PATH = "/admin/attributes";

export const attributeListLoader = (args: RequestArgs) =>
  pageLoader(args, { access: "editor" }, async (call) => {
    const url = new URL(call.request.url);
    return {
      attributes: await listAdminAttributes(call.db),
      notice: { saved: url.searchParams.get("saved"), deleted: url.searchParams.get("deleted") },
    };
  });

async function attributeOf(call: Call) {
  const attribute = await findAdminAttribute(call.db, routeId(call.params.id, notFound(attributeErrors.notFound)));
  if (!attribute) throw notFound(attributeErrors.notFound);
  return attribute;
}

export const attributeEditLoader = (args: RequestArgs) =>
  pageLoader(args, { access: "editor" }, async (call) => ({
    attribute: call.params.id === "new" ? null : await attributeOf(call),
    csrfToken: call.session!.csrfToken,
  }));

const asIssues = (fields: Record<string, { key: string; vars?: Record<string, string | number> }>): FieldIssue[] =>
  Object.entries(fields).map(([field, problem]) => ({ field, ...problem }));

export function attributeEditAction(args: RequestArgs) {
  const values: Record<string, string> = {};
  return page(
    args,
    { access: "editor" },
    async (call) => {
      const id = call.params.id === "new" ? null : (await attributeOf(call)).id;
      for (const [name, value] of await call.formData()) if (typeof value === "string" && name !== "csrfToken") values[name] = value;
      const input = validate(attributeInputSchema, formToAttributeInput(values), attributeKeys);
      const result = await saveAttribute(call.db, id, input, call.actor);
      if (!result.ok) throw fieldError(result.status, result.errors, attributeErrors.notFound);
      // The notice names the attribute in the staff member's language.
      throw redirect(`${ATTRIBUTES_PATH}?saved=${encodeURIComponent(pickLocalized(result.attribute.name, call.locale))}`);
    },
    (_rendered, error) => {
      if (error.code === "not_found") throw new Response(null, { status: 404 });
      return { errors: asIssues(error.details.fields ?? { form: error.reason }), values };
    },
  );
}

export const attributeDeleteLoader = (args: RequestArgs) =>
  pageLoader(args, { access: "editor" }, async (call) => {
    const attribute = await attributeOf(call);
    return { attribute, impact: attributeDeleteImpact(attribute), csrfToken: call.session!.csrfToken };
  });

export const attributeDeleteAction = (args: RequestArgs) =>
  pageLoader(args, { access: "editor" }, async (call) => {
    const attribute = await attributeOf(call);
    const result = await deleteAttribute(call.db, attribute.id, call.actor);
    if (!result.ok) throw notFound(attributeErrors.notFound);
    throw redirect(`${ATTRIBUTES_PATH}?deleted=${encodeURIComponent(pickLocalized(attribute.name, call.locale))}`);
  });
