import { redirect } from "react-router";
import { saveProduct } from "~/catalogue/products/product-admin.server";
import { productInputFromForm } from "~/catalogue/products/product-form-data";
import { productInputSchema, productKeys } from "~/catalogue/products/product-schema";
import { type Call, page, type RequestArgs, routeId } from "~/http/kit.server";
import { fieldError, invalidInput, notFound } from "~/http/errors";
import { zodFieldProblems } from "~/i18n/field-messages";
import type { AvailabilityFormValues } from "~/availability/availability-form";
import { availabilityFromForm, writeProductAvailability } from "~/availability/product-availability.server";
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
 * The action of the add and edit screens: saves the product and its availability figures in one
 * transaction, and goes to the edit screen; on a refusal, answers 400/404/409 with each field's
 * message (the product's and the figures' together) and what was posted, so the form comes back
 * as it was typed.
 */
export function productFormAction(args: RequestArgs, existing: boolean) {
  let values: unknown;
  let availability: AvailabilityFormValues | undefined;
  return page(
    args,
    { access: "editor" },
    async (call) => {
      const id = existing ? routeId(call.params.id, notFound(PRODUCT_NOT_FOUND)) : undefined;
      const form = await call.formData();
      values = productInputFromForm(form);
      const figures = await availabilityFromForm(call.db, form, call.locale);
      availability = figures.values;
      const product = productInputSchema.safeParse(values);
      const problems = { ...(product.success ? {} : zodFieldProblems(product.error, productKeys)), ...(figures.read.ok ? {} : figures.read.problems) };
      if (!product.success || !figures.read.ok) throw invalidInput(problems);
      const { input, untouched } = figures.read;
      // Figures equal to the stored ones write nothing (no "last updated", no availability.changed).
      const saved = await saveOrRefuse(call, product.data, id, (tx, savedId) => writeProductAvailability(tx, savedId, input, call.actor, untouched));
      return redirect(`/admin/products/${saved}/edit?saved=${id ? "updated" : "created"}`);
    },
    (error) => ({ errors: error.fields ?? { _: error.message }, values, availability }),
  );
}
