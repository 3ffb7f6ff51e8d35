import { getProduct } from "~/catalogue/products/products.server";
import { notFound } from "~/http/errors";
import { json, type RequestArgs, routeId } from "~/http/kit.server";
import { publicJson } from "./json";

const NOT_FOUND = "product.notFoundText";

const handlers = {
  /** GET /api/products/{id}: one active product with specifications, documents and images. */
  GET: async (call) => {
    const product = await getProduct(call.db, routeId(call.params.id, notFound(NOT_FOUND)));
    if (!product) throw notFound(NOT_FOUND);
    return publicJson(product);
  },
} satisfies Parameters<typeof json>[2];

export const loader = (args: RequestArgs) => json(args, { access: "public" }, handlers);
