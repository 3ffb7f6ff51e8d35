import { Link } from "react-router";
import { StaffDate } from "~/admin/staff-date";
import { useTranslation } from "~/i18n/use-translation";
import type { InquirySummary } from "~/inquiries/admin-inbox.server";
import { Badge } from "~/components/ui/badge";
import { ColumnHeadings } from "~/components/ui/table";
import { QuoteStatusBadge } from "./quote-status-form";

function wanted(item: InquirySummary, t: (key: string) => string): string {
  if (item.items?.length) return item.items.map((line) => `${line.partNumber} × ${line.quantity}`).join(", ");
  if (item.partNumber) return item.partNumber;
  return item.productInterest ? t(`inquiry.interests.${item.productInterest}`) : "";
}

export function InboxTable({ items, query }: { items: InquirySummary[]; query: string }) {
  const { t } = useTranslation();
  return (
    <div className="admin-cards-frame relative mt-4 overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="admin-cards w-full text-start text-sm">
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <ColumnHeadings labels={["status", "subject", "from", "country", "interest", "date"].map((column) => t(`admin.inbox.columns.${column}`))} />
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const unread = !item.readAt;
            return (
              <tr key={item.id} className={`border-t border-slate-200 ${unread ? "bg-brand-50 font-semibold" : ""}`} data-testid="inbox-row" data-unread={unread}>
                <td className="px-3 py-2" data-label={t("admin.inbox.columns.status")}>
                  {/* A word and a shape, not only colour or weight, tell unread rows apart. */}
                  {unread ? (
                    <Badge tone="brand" className="gap-1">
                      <span aria-hidden="true">●</span> {t("admin.inbox.unreadMark")}
                    </Badge>
                  ) : (
                    <span className="text-xs font-normal text-slate-500">{t("admin.inbox.status.read")}</span>
                  )}
                </td>
                <td className="px-3 py-2" data-label={t("admin.inbox.columns.subject")}>
                  <Link to={`/admin/inquiries/${item.id}${query}`} className="text-brand-700 underline">
                    {item.subject || t(`admin.inbox.kinds.${item.kind}`)}
                  </Link>
                  <div className="text-xs font-normal text-slate-600">
                    {t(`admin.inbox.kinds.${item.kind}`)}
                    {item.reference ? <> · <span className="font-mono">{item.reference}</span></> : null}
                    {item.status ? <> · <QuoteStatusBadge status={item.status} /></> : null}
                  </div>
                </td>
                <td className="px-3 py-2" data-label={t("admin.inbox.columns.from")}>
                  {item.name}
                  {item.company ? <div className="text-xs font-normal text-slate-600">{item.company}</div> : null}
                </td>
                <td className="px-3 py-2" data-label={t("admin.inbox.columns.country")}>{item.country ? t(`inquiry.countries.${item.country}`) : ""}</td>
                <td className="px-3 py-2" data-label={t("admin.inbox.columns.interest")}>{wanted(item, t)}</td>
                <td className="whitespace-nowrap px-3 py-2" data-label={t("admin.inbox.columns.date")}><StaffDate value={item.createdAt} /></td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
