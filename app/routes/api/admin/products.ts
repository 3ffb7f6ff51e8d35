import { ADMIN_SORTS, OLD_ADMIN_SORTS, adminProductQuerySchema } from "~/catalogue/products/product-admin-query";
import { listAdminProducts } from "~/catalogue/products/product-admin.server";
import { LIFECYCLES } from "~/catalogue/products/lifecycle";
import { PRODUCT_STATUSES, productInputSchema, productKeys } from "~/catalogue/products/product-schema";
import { json, type RequestArgs } from "~/http/kit.server";
import { saveOrRefuse } from "../../admin/product-save.server";

const handlers = {
  /** GET /api/admin/products: every product whatever its status, with the staff list's filters. */
  GET: async (call) => {
    const params = new URL(call.request.url).searchParams;
    // Unknown values are refused (400 naming the allowed ones); an old sort word still works.
    const sort = params.get("sort") ?? "";
    call.enums({ sort: Object.hasOwn(OLD_ADMIN_SORTS, sort) ? [sort] : ADMIN_SORTS, status: PRODUCT_STATUSES, lifecycle: LIFECYCLES });
    return Response.json(await listAdminProducts(call.db, adminProductQuerySchema.parse(Object.fromEntries(params))));
  },
  /** POST /api/admin/products: creates a product (201), 400 with field messages, 409 when the part number exists. */
  POST: async (call) => {
    const id = await saveOrRefuse(call, await call.input(productInputSchema, { keys: productKeys }));
    return Response.json({ id }, { status: 201, headers: { Location: `/api/admin/products/${id}` } });
  },
} satisfies Parameters<typeof json>[2];

export const loader = (args: RequestArgs) => json(args, { access: "editor", scopes: { GET: "catalogue:read", POST: "products:write" } }, handlers);
export const action = (args: RequestArgs) => json(args, { access: "editor", scopes: { GET: "catalogue:read", POST: "products:write" } }, handlers);
