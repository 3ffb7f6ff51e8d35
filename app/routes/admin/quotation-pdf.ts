import { quotationPdfLoader } from "./quotation.server";

// GET /admin/inquiries/{id}/quotations/{revision}/pdf
export const loader = quotationPdfLoader;
