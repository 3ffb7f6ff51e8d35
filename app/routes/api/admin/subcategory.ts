import { taxonomyItem } from "./taxonomy.server";

/** GET, PUT/PATCH (fields left out are kept) and DELETE /api/admin/subcategories/{id}. */
export const loader = taxonomyItem("subcategories");
export const action = taxonomyItem("subcategories");
