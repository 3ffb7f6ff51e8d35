import { inArray } from "drizzle-orm";
import { data, redirect, type RouterContextProvider } from "react-router";
import { requireAdmin } from "~/auth/require-admin.server";
import { databaseContext } from "~/context";
import type { Database } from "~/db/client.server";
import { media } from "~/db/schema";
import { requestInfoContext } from "~/http/request-info.server";
import { requestTranslator } from "~/http/request-translator.server";
import { describeMedia, type StoredMedia } from "~/media/upload.server";
import { listSpecAttributes } from "./attributes.server";
import { saveProduct } from "./product-admin.server";
import { parseProductInput, translateFieldErrors } from "./product-api.server";
import { productInputFromForm } from "./product-form-data";
import type { ProductInput } from "./product-schema";
import { listApplications, listCategories, listSubcategories } from "~/catalogue/taxonomy/taxonomy.server";

/** What the product form offers: taxonomy and specification attributes. */
export async function productFormOptions(db: Database) {
  const [categories, subcategories, applications, attributes] = await Promise.all([
    listCategories(db),
    listSubcategories(db),
    listApplications(db),
    listSpecAttributes(db),
  ]);
  return {
    categories: categories.map(({ slug, name }) => ({ slug, name })),
    subcategories: subcategories.map(({ slug, name, categorySlug }) => ({ slug, name, categorySlug })),
    applications: applications.map(({ slug, name }) => ({ slug, name })),
    attributes: attributes.map(({ key, name, unit }) => ({ key, name, unit })),
  };
}
export type ProductFormOptions = Awaited<ReturnType<typeof productFormOptions>>;

/** The stored files a product's documents and images point at, by id, for previews and links. */
export async function describeProductMedia(db: Database, input: Pick<ProductInput, "documents" | "images">): Promise<Record<number, StoredMedia>> {
  const ids = [...input.documents, ...input.images].map((row) => row.mediaId);
  if (!ids.length) return {};
  const rows = await db.select().from(media).where(inArray(media.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, describeMedia(row)]));
}

/**
 * The action of the add and edit screens: checks the session, saves, and goes to the edit
 * screen; on a refusal, answers 400/404/409 with each field's message and what was posted, so
 * the form comes back as it was typed.
 */
export async function productFormAction(request: Request, context: Readonly<RouterContextProvider>, id?: number) {
  const session = await requireAdmin(request, context);
  const db = context.get(databaseContext);
  const { t } = await requestTranslator(request, db);
  const posted = productInputFromForm(await request.formData());
  const parsed = parseProductInput(posted);
  if (!parsed.ok) return data({ errors: translateFieldErrors(t, parsed.errors), values: posted }, { status: 400 });
  const actor = { id: session.user.id, name: session.user.username, ip: context.get(requestInfoContext).ip };
  const result = await saveProduct(db, parsed.input, actor, id);
  if (!result.ok) {
    const errors = result.status === 404 ? { _: t("admin.products.notFound") } : translateFieldErrors(t, result.errors);
    return data({ errors, values: posted }, { status: result.status });
  }
  return redirect(`/admin/products/${result.id}/edit?saved=${id ? "updated" : "created"}`);
}
