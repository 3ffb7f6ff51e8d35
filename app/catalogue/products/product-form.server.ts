import { inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { media } from "~/db/schema";
import { describeMedia, type StoredMedia } from "~/media/upload.server";
import { listSpecAttributes } from "./attributes.server";
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
    attributes: attributes.map(({ key, name, type, dimension, unit, multiple, options }) => ({
      key,
      name,
      type,
      dimension,
      unit,
      multiple,
      options: options.map((o) => ({ key: o.key, name: o.name })),
    })),
  };
}

/** The stored files a product's documents and images point at, by id, for previews and links. */
export async function describeProductMedia(db: Database, input: Pick<ProductInput, "documents" | "images">): Promise<Record<number, StoredMedia>> {
  const ids = [...input.documents, ...input.images].map((row) => row.mediaId);
  if (!ids.length) return {};
  const rows = await db.select().from(media).where(inArray(media.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, describeMedia(row)]));
}
