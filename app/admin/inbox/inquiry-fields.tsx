import { Link } from "react-router";
import { StaffDate } from "~/admin/staff-date";
import { useTranslation } from "~/i18n/use-translation";
import type { Inquiry } from "~/inquiries/admin-inbox.server";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-4 border-t border-slate-100 py-2 first:border-t-0">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="col-span-2 text-sm text-slate-900 break-words">{children || "—"}</dd>
    </div>
  );
}

/** Every field of SPEC §3's contact message, with what the admin view adds (subject, date, language). */
export function InquiryFields({ inquiry }: { inquiry: Inquiry }) {
  const { t } = useTranslation();
  const website = /^https?:\/\//i.test(inquiry.website) ? inquiry.website : inquiry.website ? `https://${inquiry.website}` : "";
  return (
    <dl className="mt-4 rounded-lg border border-slate-200 bg-white px-4 py-2" data-testid="inquiry-fields">
      {inquiry.reference ? <Row label={t("admin.quotes.reference")}><span className="font-mono" data-testid="quote-reference">{inquiry.reference}</span></Row> : null}
      <Row label={t("admin.inbox.fields.subject")}>{inquiry.subject}</Row>
      <Row label={t("admin.inbox.fields.date")}><StaffDate value={inquiry.createdAt} /></Row>
      <Row label={t("inquiry.fields.name")}>{inquiry.name}</Row>
      <Row label={t("inquiry.fields.company")}>{inquiry.company}</Row>
      <Row label={t("inquiry.fields.email")}>
        <a href={`mailto:${inquiry.email}`} className="text-brand-700 underline">{inquiry.email}</a>
      </Row>
      <Row label={t("inquiry.fields.phone")}>{inquiry.phone}</Row>
      <Row label={t("inquiry.fields.website")}>
        {website ? <a href={website} rel="noopener noreferrer nofollow" target="_blank" className="text-brand-700 underline">{inquiry.website}</a> : ""}
      </Row>
      <Row label={t("inquiry.fields.country")}>{inquiry.country ? t(`inquiry.countries.${inquiry.country}`) : ""}</Row>
      <Row label={t("inquiry.fields.productInterest")}>{inquiry.productInterest ? t(`inquiry.interests.${inquiry.productInterest}`) : ""}</Row>
      {inquiry.partNumber ? (
        <Row label={t("inquiry.fields.partNumber")}>
          {inquiry.productId ? <Link to={`/products/${inquiry.productId}`} className="text-brand-700 underline">{inquiry.partNumber}</Link> : inquiry.partNumber}
        </Row>
      ) : null}
      <Row label={t("admin.inbox.fields.locale")}>{t(`language.${inquiry.locale}`)}</Row>
      <Row label={t("admin.inbox.fields.privacyConsent")}>
        {inquiry.privacyConsent ? t("admin.inbox.fields.consentGiven") : t("admin.inbox.fields.consentMissing")}
      </Row>
      <Row label={t("inquiry.fields.message")}>
        <span className="whitespace-pre-line">{inquiry.message}</span>
      </Row>
      {inquiry.items?.length ? (
        <Row label={t("admin.inbox.fields.items")}>
          <table className="text-sm">
            <thead>
              <tr>
                <th scope="col" className="pe-4 text-start font-medium">{t("inquiry.fields.partNumber")}</th>
                <th scope="col" className="text-end font-medium">{t("admin.inbox.fields.quantity")}</th>
              </tr>
            </thead>
            <tbody>
              {inquiry.items.map((item, index) => (
                <tr key={`${item.partNumber}-${index}`}>
                  <td className="pe-4">
                    {item.productId ? (
                      <Link to={`/products/${item.productId}`} className="text-brand-700 underline" aria-label={t("admin.inbox.fields.viewProduct", { partNumber: item.partNumber })}>
                        {item.partNumber}
                      </Link>
                    ) : (
                      item.partNumber
                    )}
                  </td>
                  <td className="text-end">{item.quantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Row>
      ) : null}
    </dl>
  );
}
