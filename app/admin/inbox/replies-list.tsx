import { useStaffZone } from "~/admin/staff-date";
import { formatStaffDate } from "~/admin/staff-time";
import { useTranslation } from "~/i18n/use-translation";
import type { InquiryReply } from "~/inquiries/admin-inbox.server";
import { TitledSection } from "~/admin/titled-section";

/** Every reply attempt, the failed ones with their reason. */
export function RepliesList({ replies }: { replies: InquiryReply[] }) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const formatAdminDate = (value: Date | string) => formatStaffDate(value, zone);
  return (
    <TitledSection id="replies-title" title={t("admin.inbox.replies.title")} empty={replies.length ? undefined : t("admin.inbox.replies.none")}>
      <ol className="mt-3 space-y-3" data-testid="replies">
        {replies.map((reply) => (
          <li key={reply.id} className={`rounded-lg border bg-white p-3 ${reply.sentAt ? "border-slate-200" : "border-red-300"}`}>
            <p className="text-sm font-semibold">{reply.subject}</p>
            <p className={`text-xs ${reply.sentAt ? "text-slate-500" : "text-red-800"}`}>
              {reply.sentAt
                ? t("admin.inbox.replies.sentAt", { date: formatAdminDate(reply.sentAt) })
                : t("admin.inbox.replies.failed", { date: formatAdminDate(reply.createdAt), error: reply.error ?? "" })}
            </p>
            <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{reply.body}</p>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
