import { z } from "zod";
import { productUpsertSchema } from "~/availability/availability-schema";
import { checkLocations, readProductAvailabilityInput, upsertAvailability, writeProductAvailability } from "~/availability/product-availability.server";
import { type ProductInput, productInputSchema, productKeys } from "~/catalogue/products/product-schema";
import { resolveProducts } from "~/catalogue/products/product-write.server";
import { readProductInputs } from "~/catalogue/products/stored-products.server";
import { invalidInput, notFound } from "~/http/errors";
import { type Call, json, type RequestArgs } from "~/http/kit.server";
import { PRODUCT_NOT_FOUND, saveOrRefuse } from "../../admin/product-save.server";


/** A value's JSON with its objects' keys sorted: two inputs that say the same thing compare equal. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );

/**
 * Whether two inputs make the same product: both resolved by the product writer (names and
 * spellings to ids, spec values to their stored form), so "Relays & Control" and "relays-control",
 * "12 V DC" and 12 + "V DC" compare equal.
 */
async function sameProduct(call: Call, stored: ProductInput, sent: ProductInput): Promise<boolean> {
  const [a, b] = await resolveProducts(call.db, [z.parse(productInputSchema, stored), sent]);
  if (!a?.ok || !b?.ok) return false;
  // The taxonomy and the specs as the writer stores them (ids, typed values), the rest as given.
  const resolved = ({ input, ...rest }: typeof a.product) => canonical({ ...rest, input: { ...input, category: "", subcategory: "", applications: [], specs: [] } });
  return resolved(a.product) === resolved(b.product);
}

async function stored(call: Call, partNumber: string) {
  const [product] = await readProductInputs(call.db, { partNumbers: [partNumber] });
  return product;
}

const partNumberOf = (call: Call) => {
  const pn = call.params.pn ?? "";
  if (!pn || pn.length > 100) throw notFound(PRODUCT_NOT_FOUND);
  return pn;
};

const handlers = {
  /** GET /api/admin/products/by-part-number/{pn}: the product as staff edit it, with its availability. */
  GET: async (call) => {
    const product = await stored(call, partNumberOf(call));
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return Response.json({ id: product.id, ...product.input, availability: await readProductAvailabilityInput(call.db, product.id), createdAt: product.createdAt, updatedAt: product.updatedAt });
  },
  /**
   * PUT: creates the product with that part number (201) or replaces it (200); the same body
   * again changes nothing ("changed": false). `availability`, when given, replaces its figures.
   */
  PUT: async (call) => {
    const pn = partNumberOf(call);
    const body = await call.input(productUpsertSchema, { keys: productKeys, prepare: (raw) => ({ partNumber: pn, ...raw }) });
    if (body.partNumber !== pn) throw invalidInput({ partNumber: { key: "availability.errors.partNumberMismatch", vars: { pn } } });
    const { availability, ...input } = body;
    // A key needs `availability:write` too when the body carries figures (`products:write` is the kit's).
    if (availability) call.requireScope("availability:write");
    if (availability) await checkLocations(call.db, availability);
    const current = await stored(call, pn);
    let id = current?.id;
    let changed = false;
    if (!current || !(await sameProduct(call, current.input, input))) {
      // The product and its figures in ONE transaction: a refused figure leaves the product unwritten.
      id = await saveOrRefuse(call, input, current?.id, availability ? (tx, savedId) => writeProductAvailability(tx, savedId, availability, call.actor) : undefined);
      changed = true;
    } else if (availability) {
      changed = await upsertAvailability(call.db, id!, availability, call.actor);
    }
    return Response.json({ id, created: !current, changed }, { status: current ? 200 : 201, headers: current ? {} : { Location: `/api/admin/products/${id}` } });
  },
} satisfies Parameters<typeof json>[2];

const options = { access: "editor", scopes: { GET: "catalogue:read", PUT: "products:write" } } as const;
export const loader = (args: RequestArgs) => json(args, options, handlers);
export const action = (args: RequestArgs) => json(args, options, handlers);
