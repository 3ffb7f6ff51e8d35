import { quotePdfLoader } from "./quote-page.server";

// GET /quote/{reference}/pdf/{revision}?t=... (and /fr/...)
export const loader = quotePdfLoader;
