import { taxonomyItem } from "./taxonomy.server";

/** GET, PUT/PATCH (fields left out are kept) and DELETE /api/admin/categories/{id}. */
export const loader = taxonomyItem("categories");
export const action = taxonomyItem("categories");
