import { redirect } from "react-router";
import { saveProduct } from "~/catalogue/products/product-admin.server";
import { productInputFromForm } from "~/catalogue/products/product-form-data";
import { productInputSchema, productKeys } from "~/catalogue/products/product-schema";
import { type Call, page, type RequestArgs, routeId, validate } from "~/http/kit.server";
import { fieldError, notFound } from "~/http/errors";
import type { ProductInput } from "~/catalogue/products/product-schema";
import type { Database } from "~/db/client.server";

export const PRODUCT_NOT_FOUND = "admin.products.notFound";

/** Saves a checked product (a new one without `id`); a refusal (400 fields, 404, 409 part number taken) is thrown. */
export async function saveOrRefuse(call: Call, input: ProductInput, id?: number, alsoInTransaction?: (tx: Database, id: number) => Promise<unknown>): Promise<number> {
  const result = await saveProduct(call.db, input, call.actor, id, alsoInTransaction);
  if (!result.ok) throw fieldError(result.status, result.errors, PRODUCT_NOT_FOUND);
  return result.id;
}

/**
 * The action of the add and edit screens: saves, and goes to the edit screen; on a refusal,
 * answers 400/404/409 with each field's message and what was posted, so the form comes back as
 * it was typed.
 */
export function productFormAction(args: RequestArgs, existing: boolean) {
  let values: unknown;
  return page(
    args,
    { access: "editor" },
    async (call) => {
      const id = existing ? routeId(call.params.id, notFound(PRODUCT_NOT_FOUND)) : undefined;
      values = productInputFromForm(await call.formData());
      const saved = await saveOrRefuse(call, validate(productInputSchema, values, productKeys), id);
      return redirect(`/admin/products/${saved}/edit?saved=${id ? "updated" : "created"}`);
    },
    (error) => ({ errors: error.fields ?? { _: error.message }, values }),
  );
}
