import { taxonomyCollection } from "./taxonomy.server";

/** GET /api/admin/applications (every record, with product counts); POST creates one. */
export const loader = taxonomyCollection("applications");
export const action = taxonomyCollection("applications");
