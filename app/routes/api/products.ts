import { PAGE_SIZE, parseProductFilters } from "~/catalogue/products/product-filters";
import { listProducts } from "~/catalogue/products/products.server";
import { databaseContext } from "~/context";
import { isLocale } from "~/i18n/locales";
import type { Route } from "./+types/products";
import { publicJson } from "./json";

const MAX_LIMIT = 100;

/** GET /api/products: {items, total, page, limit, facets}, the list page's query as JSON. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filters = parseProductFilters(params);
  const requested = Number.parseInt(params.get("limit") ?? String(PAGE_SIZE), 10);
  const limit = Number.isFinite(requested) ? Math.min(Math.max(requested, 1), MAX_LIMIT) : PAGE_SIZE;
  const locale = params.get("locale");
  const { items, total, facets } = await listProducts(context.get(databaseContext), filters, isLocale(locale) ? locale : "en", {
    offset: (filters.page - 1) * limit,
    limit,
  });
  return publicJson({ items, total, page: filters.page, limit, facets });
}
