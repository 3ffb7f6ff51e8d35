import type { Locale } from "~/i18n/locales";
import { intlTag, pickLocalized } from "~/i18n/locales";
import { PdfComposer } from "~/media/pdf-composer.server";
import type { ProductDetail } from "./products.server";

/** Who the sheet comes from: the settings' company name and contact details, in the sheet's language. */
export interface SheetCompany {
  name: string;
  phone: string;
  email: string;
  address: string;
}

export interface SpecSheetInput {
  product: ProductDetail;
  locale: Locale;
  t: (key: string, vars?: Record<string, string | number>) => string;
  company: SheetCompany;
  /** The logo's bytes: PNG and JPEG are drawn as they are, SVG, WebP and AVIF rasterised. */
  logo: Uint8Array | null;
  /** The product's first image (any format the logo may have), or null. */
  productImage: Uint8Array | null;
  /** Absolute URLs: the product page (a link and a QR code), and the site's origin for documents. */
  productUrl: string;
  origin: string;
  date: Date;
}

const FOOTER = 110;
const QR_SIZE = 84;

/** The product's one-page A4 specification sheet. */
export async function renderSpecSheet({ product, locale, t, company, logo, productImage, productUrl, origin, date }: SpecSheetInput): Promise<Buffer> {
  const name = pickLocalized(product.name, locale);
  const pdf = await PdfComposer.create({ title: `${product.partNumber} · ${t("sheet.title")}`, language: locale, onePage: true, bottomReserve: FOOTER });
  const [logoImage, picture] = await Promise.all([logo ? pdf.embedImage(logo) : undefined, productImage ? pdf.embedImage(productImage) : undefined]);

  // The letterhead: the logo on the right, the company and how to reach it on the left.
  if (logoImage) pdf.imageRight(logoImage, { width: 130, height: 48 });
  pdf.text(company.name, { size: 12, bold: true });
  const reach = [company.phone ? t("sheet.phone", { phone: company.phone }) : "", company.email ? t("sheet.email", { email: company.email }) : ""].filter(Boolean);
  if (reach.length) pdf.text(reach.join("  ·  "), { size: 8.5, muted: true, gap: 2 });
  if (company.address) pdf.text(company.address, { size: 8.5, muted: true });
  pdf.clearRight();

  pdf.text(t("sheet.title"), { size: 9, muted: true, gap: 18 });
  if (picture) pdf.imageRight(picture, { width: 150, height: 120 }, { gap: 4 });
  pdf
    .text(product.partNumber, { size: 22, bold: true, gap: 4 })
    .text(name, { size: 13, gap: 4 })
    .text(pickLocalized(product.description, locale), { size: 10, gap: 8 })
    .clearRight()
    .gap(10)
    .row(t("product.manufacturer"), product.manufacturer)
    .row(t("product.lifecycle"), t(`lifecycle.${product.lifecycle}`));
  if (product.replacedBy) pdf.row(t("replacement.replacedBy"), `${product.replacedBy.partNumber} (${product.replacedBy.manufacturer})`);
  if (product.crossReferences.length) {
    pdf.row(t("crossRef.title"), product.crossReferences.map((x) => `${x.manufacturer} ${x.partNumber}`).join(", "));
  }
  if (product.specs.length) {
    pdf.text(t("product.specifications"), { size: 12, bold: true, gap: 16 }).gap(4);
    for (const spec of product.specs) pdf.row(pickLocalized(spec.name, locale), pickLocalized(spec.value, locale));
  }
  if (product.documents.length) {
    // Each document by its name, the name a link to the file (never the bare address).
    pdf.text(t("product.documents"), { size: 12, bold: true, gap: 16 });
    for (const doc of product.documents) pdf.link(pickLocalized(doc.name, locale), `${origin}${doc.url}`, { size: 9.5, gap: 4 });
  }

  // The footer: the page's address as a QR code and as a link, the date, and a note when cut.
  const margin = PdfComposer.margin;
  pdf.drawQrCode(productUrl, margin, margin, QR_SIZE);
  const x = margin + QR_SIZE + 16;
  const width = pdf.contentWidth - QR_SIZE - 16;
  pdf.drawFooterText(t("sheet.online"), x, margin + QR_SIZE - 8, { size: 9, bold: true, maxWidth: width });
  pdf.drawFooterText(productUrl, x, margin + QR_SIZE - 22, { size: 9, maxWidth: width, url: productUrl });
  const day = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "long", timeZone: "UTC" }).format(date);
  pdf.drawFooterText(t("sheet.date", { date: day }), x, margin + 24, { size: 9, maxWidth: width });
  if (pdf.truncated) pdf.drawFooterText(t("sheet.truncated"), x, margin + 10, { size: 8, maxWidth: width });
  return pdf.save();
}
