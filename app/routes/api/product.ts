import { getProduct } from "~/catalogue/products/products.server";
import { notFound } from "~/http/errors";
import { json, type RequestArgs, routeId } from "~/http/kit.server";
import { publicJson } from "./json";
import { keySpecJson, specJson } from "./spec-json";
import type { ShownSpec } from "~/catalogue/products/attributes.server";
import type { LinkedProduct } from "~/catalogue/products/product-links.server";
import { defaultLocale, locales } from "~/i18n/locales";

const NOT_FOUND = "product.notFoundText";

const handlers = {
  /**
   * GET /api/products/{id}: one active product with specifications, documents and images; each
   * specification as its numbers, unit and label in `?locale=` (English by default).
   */
  GET: async (call) => {
    call.enums({ locale: locales });
    const product = await getProduct(call.db, routeId(call.params.id, notFound(NOT_FOUND)));
    if (!product) throw notFound(NOT_FOUND);
    const locale = locales.find((l) => l === new URL(call.request.url).searchParams.get("locale")) ?? defaultLocale;
    const keySpec = (spec: ShownSpec) => keySpecJson(spec, locale);
    const linked = (p: LinkedProduct) => ({ ...p, keySpecs: p.keySpecs.map(keySpec) });
    return publicJson({
      ...product,
      keySpecs: product.keySpecs.map(keySpec),
      specs: product.specs.map((spec) => specJson(spec, locale)),
      replacedBy: product.replacedBy ? linked(product.replacedBy) : null,
      alternatives: product.alternatives.map(linked),
    });
  },
} satisfies Parameters<typeof json>[2];

export const loader = (args: RequestArgs) => json(args, { access: "public" }, handlers);
