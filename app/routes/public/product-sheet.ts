import { getProduct } from "~/catalogue/products/products.server";
import { renderSpecSheet } from "~/catalogue/products/spec-sheet.server";
import { notFound } from "~/http/errors";
import { type RequestArgs, pageLoader, routeId } from "~/http/kit.server";
import { defaultLocale, isLocale, localeFromParam, localizePath } from "~/i18n/locales";
import { getMessages } from "~/i18n/messages.server";
import { translate } from "~/i18n/translate";
import { siteOrigin } from "~/http/site-origin.server";
import { getSiteSettings } from "~/settings/settings.server";

/** GET /products/{id}/sheet.pdf (and /fr/...): the product's one-page A4 specification sheet. */
export const loader = (args: RequestArgs) =>
  pageLoader(args, { access: "public" }, async (call) => {
    const lang = call.params.lang;
    if (lang !== undefined && (lang === defaultLocale || !isLocale(lang))) throw notFound("auth.errors.notFound");
    const locale = localeFromParam(lang);
    const product = await getProduct(call.db, routeId(call.params.id));
    if (!product) throw notFound("auth.errors.notFound");
    const [messages, site] = await Promise.all([getMessages(call.db, locale), getSiteSettings(call.db)]);
    const logoKey = site.logoUrl?.replace(/^\/media\//, "");
    // From the directory or the bucket; a logo that cannot be read leaves the sheet without one.
    const logo = logoKey ? await call.storage.get(logoKey).catch(() => null) : null;
    const origin = siteOrigin(call.context);
    const pdf = await renderSpecSheet({
      product,
      locale,
      t: (key, vars) => translate(messages, key, vars),
      companyName: site.row?.companyName ?? "Vitrine",
      logo,
      productUrl: `${origin}${localizePath(`/products/${product.id}`, locale)}`,
      origin,
      date: new Date(),
    });
    // The part number and the word for "sheet" in the page's language, safe in a header.
    const safe = (text: string) => text.replace(/[^A-Za-z0-9.-]+/g, "_");
    const filename = `${safe(product.partNumber)}-${safe(translate(messages, "sheet.filename"))}.pdf`;
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${filename}"`,
        "Content-Length": String(pdf.length),
        "Cache-Control": "public, max-age=300",
      },
    });
  });
