import { taxonomyItem } from "./taxonomy.server";

/** GET, PUT/PATCH (fields left out are kept) and DELETE /api/admin/applications/{id}. */
export const loader = taxonomyItem("applications");
export const action = taxonomyItem("applications");
