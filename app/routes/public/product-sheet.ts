import fs from "node:fs/promises";
import { data } from "react-router";
import { getProduct } from "~/catalogue/products/products.server";
import { renderSpecSheet } from "~/catalogue/products/spec-sheet.server";
import { databaseContext, storageContext } from "~/context";
import { requestInfoContext } from "~/http/request-info.server";
import { getMessages } from "~/i18n/messages.server";
import { translate } from "~/i18n/translate";
import { siteOrigin } from "~/seo/origin.server";
import { getSiteSettings } from "~/settings/settings.server";
import type { Route } from "./+types/product-sheet";

/** GET /products/{id}/sheet.pdf (and /fr/...): the product's one-page A4 specification sheet. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (params.lang !== undefined && params.lang !== "fr") throw data(null, { status: 404 });
  const locale = params.lang === "fr" ? "fr" : "en";
  const db = context.get(databaseContext);
  const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : Number.NaN;
  const product = await getProduct(db, id);
  if (!product) throw data(null, { status: 404 });
  const [messages, site] = await Promise.all([getMessages(db, locale), getSiteSettings(db)]);
  const logoKey = site.logoUrl?.replace(/^\/media\//, "");
  const logoPath = logoKey ? context.get(storageContext).resolve(logoKey) : null;
  const logo = logoPath ? await fs.readFile(logoPath).catch(() => null) : null;
  const origin = siteOrigin(request, context.get(requestInfoContext).publicUrl);
  const prefix = locale === "fr" ? "/fr" : "";
  const pdf = await renderSpecSheet({
    product,
    locale,
    t: (key, vars) => translate(messages, key, vars),
    companyName: site.row?.companyName ?? "Vitrine",
    logo,
    productUrl: `${origin}${prefix}/products/${product.id}`,
    origin,
    date: new Date(),
  });
  const filename = `${product.partNumber.replace(/[^A-Za-z0-9.-]+/g, "_")}-${locale === "fr" ? "fiche" : "sheet"}.pdf`;
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${filename}"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "public, max-age=300",
    },
  });
}
