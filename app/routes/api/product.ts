import { getProduct } from "~/catalogue/products/products.server";
import { databaseContext } from "~/context";
import type { Route } from "./+types/product";
import { jsonError, publicJson } from "./json";

/** GET /api/products/{id}: one active product with specifications, documents and images. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^\d{1,10}$/.test(params.id)) return jsonError(400, "invalid_id", "The product id must be a positive whole number.");
  const product = await getProduct(context.get(databaseContext), Number(params.id));
  if (!product) return jsonError(404, "not_found", "The product you are looking for does not exist or has been removed.");
  return publicJson(product);
}
