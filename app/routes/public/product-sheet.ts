import { getProduct } from "~/catalogue/products/products.server";
import { renderSpecSheet } from "~/catalogue/products/spec-sheet.server";
import { notFound } from "~/http/errors";
import { type RequestArgs, pageLoader, routeId } from "~/http/kit.server";
import { defaultLocale, isLocale, localeFromParam, localizePath, pickLocalized } from "~/i18n/locales";
import { getMessages } from "~/i18n/messages.server";
import { translate } from "~/i18n/translate";
import { siteOrigin } from "~/http/site-origin.server";
import { variantKey } from "~/media/image-variants";
import type { MediaStorage } from "~/media/storage.server";
import { getSiteSettings } from "~/settings/settings.server";
// The site's own mark, the logo wherever settings name none (as in the JSON-LD: app/seo/organization.ts).
import defaultLogo from "../../../public/favicon.svg?raw";

/** A stored file's bytes by its /media/ URL; one that cannot be read leaves the sheet without it. */
function readMedia(storage: MediaStorage, url: string | null | undefined): Promise<Uint8Array | null> {
  const key = url?.replace(/^\/media\//, "");
  return key ? storage.get(key).catch(() => null) : Promise.resolve(null);
}

/** GET /products/{id}/sheet.pdf (and /fr/...): the product's one-page A4 specification sheet. */
export const loader = (args: RequestArgs) =>
  pageLoader(args, { access: "public" }, async (call) => {
    const lang = call.params.lang;
    if (lang !== undefined && (lang === defaultLocale || !isLocale(lang))) throw notFound("auth.errors.notFound");
    const locale = localeFromParam(lang);
    const product = await getProduct(call.db, routeId(call.params.id));
    if (!product) throw notFound("auth.errors.notFound");
    const [messages, site] = await Promise.all([getMessages(call.db, locale), getSiteSettings(call.db)]);
    // The first image at 640 pixels wide when that copy exists: enough for a 150-point box.
    const image = product.images[0];
    const imageUrl = image && (image.source.width ?? 0) > 640 ? variantKey(image.url, 640) : image?.url;
    const [logo, productImage] = await Promise.all([readMedia(call.storage, site.logoUrl), readMedia(call.storage, imageUrl)]);
    const origin = siteOrigin(call.context);
    const row = site.row;
    const pdf = await renderSpecSheet({
      product,
      locale,
      t: (key, vars) => translate(messages, key, vars),
      company: {
        name: row?.companyName ?? "Vitrine",
        phone: row?.phone ?? "",
        email: row?.salesEmail || row?.contactEmail || "",
        address: pickLocalized(row?.address, locale),
      },
      logo: logo ?? new TextEncoder().encode(defaultLogo),
      productImage,
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
