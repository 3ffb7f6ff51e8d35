// TEMPORARY STUB of the lead's contract (lands on main); removed before merging main.
import type { Database } from "~/db/client.server";
import type { ProductInput } from "./product-input";

export type ResolvedProduct = ProductInput & { categoryId: number };
export type ResolveResult =
  | { ok: true; product: ResolvedProduct }
  | { ok: false; errors: { field: string; key: string; vars?: Record<string, string | number> }[] };

export async function resolveProducts(_db: Database, _inputs: ProductInput[]): Promise<ResolveResult[]> {
  throw new Error("not implemented yet");
}
export async function writeProducts(
  _tx: Database,
  _products: ResolvedProduct[],
): Promise<{ ids: number[]; created: number[]; updated: number[] }> {
  throw new Error("not implemented yet");
}
export async function readProductInputs(_db: Database, _partNumbers?: string[]): Promise<ProductInput[]> {
  throw new Error("not implemented yet");
}
