import type { quotations } from "~/db/schema";
import { intlTag, type Locale } from "~/i18n/locales";
import { PdfComposer } from "~/media/pdf-composer.server";
import type { Inquiry } from "./admin-inbox.server";
import { formatMoney, lineAmount, percentText } from "./money";
import { revisionReference } from "./quotation-form";

export type QuotationRow = typeof quotations.$inferSelect;

export interface QuotationDocumentInput {
  quotation: QuotationRow;
  inquiry: Pick<Inquiry, "reference" | "name" | "company" | "email" | "phone" | "country">;
  locale: Locale;
  t: (key: string, vars?: Record<string, string | number>) => string;
  company: { name: string; phone: string; email: string; address: string };
  logo: Uint8Array | null;
  /** The buyer's page (a link in the document), when there is one. */
  pageUrl: string | null;
}

/** The quotation as an A4 PDF in the buyer's language: letterhead, buyer, lines, totals, terms. */
export async function renderQuotationPdf({ quotation, inquiry, locale, t, company, logo, pageUrl }: QuotationDocumentInput): Promise<Buffer> {
  const reference = revisionReference(inquiry.reference ?? "", quotation.revision);
  const money = (minor: number) => formatMoney(minor, quotation.currency, locale);
  const day = (value: string | Date) =>
    new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "long", timeZone: "UTC" }).format(typeof value === "string" ? new Date(`${value}T00:00:00Z`) : value);
  const pdf = await PdfComposer.create({ title: `${t("quotation.title")} ${reference}`, language: locale });
  const logoImage = logo ? await pdf.embedImage(logo) : undefined;

  if (logoImage) pdf.imageRight(logoImage, { width: 130, height: 48 });
  pdf.text(company.name, { size: 12, bold: true });
  const reach = [company.phone, company.email].filter(Boolean);
  if (reach.length) pdf.text(reach.join("  ·  "), { size: 8.5, muted: true, gap: 2 });
  if (company.address) pdf.text(company.address, { size: 8.5, muted: true });
  pdf.clearRight();

  pdf.text(t("quotation.title"), { size: 9, muted: true, gap: 18 });
  pdf.text(reference, { size: 20, bold: true, gap: 2 });
  pdf.gap(6).row(t("quotation.date"), day(quotation.sentAt ?? new Date()));
  if (quotation.revision > 1) pdf.row(t("quotation.revision"), String(quotation.revision));
  if (quotation.validUntil) pdf.row(t("quotation.validUntil"), day(quotation.validUntil));

  pdf.text(t("quotation.buyer"), { size: 12, bold: true, gap: 14 });
  pdf.text([inquiry.name, inquiry.company].filter(Boolean).join(", "), { gap: 4 });
  pdf.text([inquiry.email, inquiry.phone].filter(Boolean).join("  ·  "), { size: 9, muted: true });

  pdf.text(t("quotation.lines"), { size: 12, bold: true, gap: 14 });
  quotation.lines.forEach((line, index) => {
    const amount = lineAmount(line);
    pdf.text(`${index + 1}. ${line.partNumber}${line.description ? ` · ${line.description}` : ""}`, { size: 10, bold: true, gap: 8 });
    pdf.text(
      t("quotation.lineAmount", {
        quantity: new Intl.NumberFormat(intlTag(locale)).format(line.quantity),
        price: line.unitPriceMinor === null ? "-" : money(line.unitPriceMinor),
        amount: amount === null ? "-" : money(amount),
      }),
      { size: 9.5, indent: 14, gap: 2 },
    );
    const details = [
      line.leadTime ? t("quotation.leadTime", { value: line.leadTime }) : "",
      line.availability ? t("quotation.availability", { value: line.availability }) : "",
    ].filter(Boolean);
    if (details.length) pdf.text(details.join("  ·  "), { size: 9, muted: true, indent: 14, gap: 1 });
    if (line.alternative) pdf.text(t("quotation.alternative", { value: line.alternative }), { size: 9, indent: 14, gap: 1 });
  });

  pdf.gap(14).row(t("quotation.subtotal"), money(quotation.subtotalMinor));
  if (quotation.discountBp > 0) pdf.row(t("quotation.discount", { rate: percentText(quotation.discountBp, locale) }), `-${money(quotation.discountMinor)}`);
  const rate = percentText(quotation.taxRateBp, locale);
  pdf.row(t(quotation.pricesBeforeTax ? "quotation.tax" : "quotation.taxIncluded", { rate }), money(quotation.taxMinor));
  pdf.row(t("quotation.total"), money(quotation.totalMinor));

  pdf.text(t("quotation.terms"), { size: 12, bold: true, gap: 14 }).gap(4);
  pdf.row(t("quotation.currency"), quotation.currency);
  pdf.row(t("quotation.pricesBasis"), t(quotation.pricesBeforeTax ? "quotation.beforeTax" : "quotation.includingTax"));
  if (quotation.incoterms) pdf.row(t("quotation.incoterms"), quotation.incoterms);
  if (quotation.paymentTerms) pdf.row(t("quotation.paymentTerms"), quotation.paymentTerms);
  if (quotation.note) {
    pdf.text(t("quotation.note"), { size: 10, bold: true, gap: 10 });
    for (const paragraph of quotation.note.split("\n")) pdf.text(paragraph, { size: 9.5, gap: 2 });
  }
  if (pageUrl) {
    pdf.text(t("quotation.followOnline"), { size: 9, muted: true, gap: 14 });
    pdf.link(pageUrl, pageUrl, { size: 8.5, gap: 2 });
  }
  return pdf.save();
}
