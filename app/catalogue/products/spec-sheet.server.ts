import type { Locale } from "~/i18n/locales";
import { intlTag, pickLocalized } from "~/i18n/locales";
import { PdfComposer } from "~/media/pdf-composer.server";
import type { ProductDetail } from "./products.server";

export interface SpecSheetInput {
  product: ProductDetail;
  locale: Locale;
  t: (key: string, vars?: Record<string, string | number>) => string;
  companyName: string;
  /** The logo's bytes (PNG or JPEG are drawn; other formats are left out). */
  logo: Uint8Array | null;
  /** Absolute URLs: the product page (printed and as a QR code), and the site's origin for documents. */
  productUrl: string;
  origin: string;
  date: Date;
}

const FOOTER = 110;
const QR_SIZE = 84;

/** The product's one-page A4 specification sheet. */
export async function renderSpecSheet({ product, locale, t, companyName, logo, productUrl, origin, date }: SpecSheetInput): Promise<Buffer> {
  const name = pickLocalized(product.name, locale);
  const pdf = await PdfComposer.create({ title: `${product.partNumber} · ${t("sheet.title")}`, language: locale, onePage: true, bottomReserve: FOOTER });
  const image = logo ? await pdf.embedImage(logo) : undefined;
  if (image) pdf.drawTopRight(image, { width: 120, height: 40 });

  pdf
    .text(companyName, { size: 12, bold: true })
    .text(t("sheet.title"), { size: 9, muted: true })
    .text(product.partNumber, { size: 22, bold: true, gap: 22 })
    .text(name, { size: 13, gap: 4 })
    .text(pickLocalized(product.description, locale), { size: 10, gap: 8 })
    .gap(10)
    .row(t("product.manufacturer"), product.manufacturer)
    .row(t("product.lifecycle"), t(`lifecycle.${product.lifecycle}`));
  if (product.replacedBy) pdf.row(t("replacement.replacedBy"), `${product.replacedBy.partNumber} (${product.replacedBy.manufacturer})`);
  if (product.crossReferences.length) {
    pdf.row(t("crossRef.title"), product.crossReferences.map((x) => `${x.manufacturer} ${x.partNumber}`).join(", "));
  }
  if (product.specs.length) {
    pdf.text(t("product.specifications"), { size: 12, bold: true, gap: 16 }).gap(4);
    for (const spec of product.specs) pdf.row(pickLocalized(spec.name, locale), spec.value);
  }
  if (product.documents.length) {
    pdf.text(t("product.documents"), { size: 12, bold: true, gap: 16 });
    for (const doc of product.documents) pdf.text(`${pickLocalized(doc.name, locale)}: ${origin}${doc.url}`, { size: 9, gap: 3 });
  }

  // The footer: the page's address as a QR code and in words, the date, and a note when cut.
  const margin = PdfComposer.margin;
  pdf.drawQrCode(productUrl, margin, margin, QR_SIZE);
  const x = margin + QR_SIZE + 16;
  const width = pdf.contentWidth - QR_SIZE - 16;
  pdf.drawFooterText(t("sheet.online"), x, margin + QR_SIZE - 8, { size: 9, bold: true, maxWidth: width });
  pdf.drawFooterText(productUrl, x, margin + QR_SIZE - 22, { size: 9, maxWidth: width });
  const day = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "long", timeZone: "UTC" }).format(date);
  pdf.drawFooterText(t("sheet.date", { date: day }), x, margin + 24, { size: 9, maxWidth: width });
  if (pdf.truncated) pdf.drawFooterText(t("sheet.truncated"), x, margin + 10, { size: 8, maxWidth: width });
  return pdf.save();
}
