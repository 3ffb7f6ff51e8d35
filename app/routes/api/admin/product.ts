import { deleteProducts } from "~/catalogue/products/product-admin.server";
import { productInputSchema, productKeys } from "~/catalogue/products/product-schema";
import { readProductInputs } from "~/catalogue/products/stored-products.server";
import { notFound } from "~/http/errors";
import { type Call, json, type RequestArgs, routeId } from "~/http/kit.server";
import { mergePatch } from "~/http/merge-patch";
import { PRODUCT_NOT_FOUND, saveOrRefuse } from "../../admin/product-save.server";

async function stored(call: Call) {
  const [product] = await readProductInputs(call.db, { ids: [routeId(call.params.id, notFound(PRODUCT_NOT_FOUND))] });
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

/** PUT replaces the product with the body; PATCH is a JSON Merge Patch of it (RFC 7396). */
const save = (merge: boolean) => async (call: Call) => {
  const current = await stored(call);
  const input = await call.input(productInputSchema, { keys: productKeys, prepare: (body) => (merge ? mergePatch(current.input, body) : body) });
  return Response.json({ id: await saveOrRefuse(call, input, current.id) });
};

const handlers = {
  /** GET /api/admin/products/{id}: the product as staff edit it (any status). */
  GET: async (call) => {
    const product = await stored(call);
    return Response.json({ id: product.id, ...product.input, createdAt: product.createdAt, updatedAt: product.updatedAt });
  },
  PUT: save(false),
  PATCH: save(true),
  /** DELETE: removes it (204). */
  DELETE: async (call) => {
    await deleteProducts(call.db, [(await stored(call)).id], call.actor);
    return new Response(null, { status: 204 });
  },
} satisfies Parameters<typeof json>[2];

export const loader = (args: RequestArgs) => json(args, { access: "editor", scopes: { GET: "catalogue:read", PUT: "products:write", PATCH: "products:write", DELETE: "products:write" } }, handlers);
export const action = (args: RequestArgs) => json(args, { access: "editor", scopes: { GET: "catalogue:read", PUT: "products:write", PATCH: "products:write", DELETE: "products:write" } }, handlers);
