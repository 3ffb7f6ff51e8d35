import { LIFECYCLES } from "~/catalogue/products/lifecycle";
import { PAGE_SIZE, parseProductFilters, sortOptions } from "~/catalogue/products/product-filters";
import { listProducts } from "~/catalogue/products/products.server";
import { json, type RequestArgs } from "~/http/kit.server";
import { defaultLocale, locales } from "~/i18n/locales";
import { publicJson } from "./json";
import { facetsJson, keySpecJson } from "./spec-json";

const MAX_LIMIT = 100;

const handlers = {
  /** GET /api/products: {items, total, page, limit, facets}, the list page's query as JSON. */
  GET: async (call) => {
    // Unknown sort, lifecycle or locale values are refused (400) rather than silently ignored.
    call.enums({ sort: sortOptions, lifecycle: LIFECYCLES, locale: locales });
    const params = new URL(call.request.url).searchParams;
    const filters = parseProductFilters(params);
    const requested = Number.parseInt(params.get("limit") ?? String(PAGE_SIZE), 10);
    const limit = Number.isFinite(requested) ? Math.min(Math.max(requested, 1), MAX_LIMIT) : PAGE_SIZE;
    const locale = locales.find((l) => l === params.get("locale")) ?? defaultLocale;
    const { items, total, facets, strategies } = await listProducts(call.db, filters, locale, { offset: (filters.page - 1) * limit, limit });
    call.log.strategies = strategies;
    return publicJson({
      items: items.map((item) => ({ ...item, keySpecs: item.keySpecs.map((spec) => keySpecJson(spec, locale)) })),
      total,
      page: filters.page,
      limit,
      facets: facetsJson(facets, locale),
    });
  },
} satisfies Parameters<typeof json>[2];

export const loader = (args: RequestArgs) => json(args, { access: "public" }, handlers);
