import { taxonomyCollection } from "./taxonomy.server";

/** GET /api/admin/categories (every record, with product counts); POST creates one. */
export const loader = taxonomyCollection("categories");
export const action = taxonomyCollection("categories");
