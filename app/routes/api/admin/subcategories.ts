import { taxonomyCollection } from "./taxonomy.server";

/** GET /api/admin/subcategories (every record, with product counts); POST creates one. */
export const loader = taxonomyCollection("subcategories");
export const action = taxonomyCollection("subcategories");
