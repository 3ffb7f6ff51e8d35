import { requireAdmin } from "~/auth/require-admin.server";
import { adminProductQuerySchema } from "~/catalogue/products/product-admin-query";
import { listAdminProducts, saveProduct } from "~/catalogue/products/product-admin.server";
import { parseProductInput, productErrorResponse } from "~/catalogue/products/product-api.server";
import { databaseContext } from "~/context";
import { methodNotAllowed } from "~/http/api-error.server";
import { readAdminBody } from "~/http/admin-json-body.server";
import { requestInfoContext } from "~/http/request-info.server";
import { requestTranslator } from "~/http/request-translator.server";
import type { Route } from "./+types/products";

/** GET /api/admin/products: every product whatever its status, with the staff list's filters. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const query = adminProductQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return Response.json(await listAdminProducts(context.get(databaseContext), query));
}

/** POST /api/admin/products: creates a product (201), 400 with field messages, 409 when the part number exists. */
export async function action({ request, context }: Route.ActionArgs) {
  const db = context.get(databaseContext);
  const { t } = await requestTranslator(request, db);
  if (request.method !== "POST") return methodNotAllowed(t, "GET, POST");
  const session = await requireAdmin(request, context);
  const body = await readAdminBody(request, t);
  if (!body.ok) return body.response;
  const parsed = parseProductInput(body.value);
  if (!parsed.ok) return productErrorResponse(t, 400, parsed.errors);
  const actor = { id: session.user.id, name: session.user.username, ip: context.get(requestInfoContext).ip };
  const result = await saveProduct(db, parsed.input, actor);
  if (!result.ok) return productErrorResponse(t, result.status, result.errors);
  return Response.json({ id: result.id }, { status: 201, headers: { Location: `/api/admin/products/${result.id}` } });
}
