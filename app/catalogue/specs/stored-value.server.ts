import { productSpecs } from "~/db/schema";

/** The columns of a product_specs row that make one typed value (spec-values.ts reads and shows it). */
export const storedValueColumns = {
  value: productSpecs.value,
  valueNumber: productSpecs.valueNumber,
  valueMax: productSpecs.valueMax,
  unit: productSpecs.unit,
  label: productSpecs.label,
};
