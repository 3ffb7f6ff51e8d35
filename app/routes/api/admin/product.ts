import { requireAdmin } from "~/auth/require-admin.server";
import { deleteProducts, saveProduct } from "~/catalogue/products/product-admin.server";
import { parseProductInput, productErrorResponse } from "~/catalogue/products/product-api.server";
import { readProductInputs } from "~/catalogue/products/stored-products.server";
import { databaseContext } from "~/context";
import { routeId } from "~/http/admin-api.server";
import { apiError, methodNotAllowed } from "~/http/api-error.server";
import { readAdminBody } from "~/http/admin-json-body.server";
import { requestInfoContext } from "~/http/request-info.server";
import { requestTranslator } from "~/http/request-translator.server";
import type { Route } from "./+types/product";

/** GET /api/admin/products/{id}: the product as staff edit it (any status). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const db = context.get(databaseContext);
  const id = routeId(params.id);
  const [product] = id ? await readProductInputs(db, { ids: [id] }) : [];
  if (!product) return apiError(404, "not_found", (await requestTranslator(request, db)).t("admin.products.notFound"));
  return Response.json({ id: product.id, ...product.input, createdAt: product.createdAt, updatedAt: product.updatedAt });
}

/**
 * PUT replaces the product with the body; PATCH changes only the fields the body names;
 * DELETE removes it (204).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const db = context.get(databaseContext);
  const { t } = await requestTranslator(request, db);
  if (!["PUT", "PATCH", "DELETE"].includes(request.method)) return methodNotAllowed(t, "GET, PUT, PATCH, DELETE");
  const session = await requireAdmin(request, context);
  const actor = { id: session.user.id, name: session.user.username, ip: context.get(requestInfoContext).ip };
  const id = routeId(params.id);
  const [current] = id ? await readProductInputs(db, { ids: [id] }) : [];
  if (!current) return apiError(404, "not_found", t("admin.products.notFound"));
  if (request.method === "DELETE") {
    await deleteProducts(db, [current.id], actor);
    return new Response(null, { status: 204 });
  }
  const body = await readAdminBody(request, t);
  if (!body.ok) return body.response;
  const value = request.method === "PATCH" && typeof body.value === "object" ? { ...current.input, ...(body.value as object) } : body.value;
  const parsed = parseProductInput(value);
  if (!parsed.ok) return productErrorResponse(t, 400, parsed.errors);
  const result = await saveProduct(db, parsed.input, actor, current.id);
  if (!result.ok) return productErrorResponse(t, result.status, result.errors);
  return Response.json({ id: result.id });
}
