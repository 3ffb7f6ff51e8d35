import type { AuditEntry } from "~/audit/audit.server";
import { auditActionText } from "~/audit/audit-words";
import { useTranslation } from "~/i18n/use-translation";
import { AdminTable } from "./admin-table";
import { StaffDate } from "./staff-date";


function ChangeDetails({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  if (before == null && after == null) return null;
  return (
    <details>
      <summary className="cursor-pointer text-brand-700">{t("audit.details")}</summary>
      {before != null ? (
        <>
          <p className="mt-2 font-medium">{t("audit.before")}</p>
          <pre className="overflow-x-auto rounded bg-slate-100 p-2 text-xs">{JSON.stringify(before, null, 2)}</pre>
        </>
      ) : null}
      {after != null ? (
        <>
          <p className="mt-2 font-medium">{t("audit.after")}</p>
          <pre className="overflow-x-auto rounded bg-slate-100 p-2 text-xs">{JSON.stringify(after, null, 2)}</pre>
        </>
      ) : null}
    </details>
  );
}

/** Audit entries, newest first: when, who, what, on what, from where, and the change. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  return (
    <AdminTable columns={["when", "who", "action", "object", "from", "details"].map((column) => ({ label: t(`audit.${column}`) }))} testId="audit-table">
      {entries.map((entry) => (
        <tr key={entry.id} data-action={entry.action}>
          <td className="whitespace-nowrap px-3 py-2" data-label={t("audit.when")}><StaffDate value={entry.at} seconds /></td>
          <td className="px-3 py-2" data-label={t("audit.who")}>{entry.actorName || t("audit.system")}</td>
          <td className="px-3 py-2" data-label={t("audit.action")}>{auditActionText(entry, t)}</td>
          <td className="px-3 py-2" data-label={t("audit.object")}>{[entry.entity, entry.entityId].filter(Boolean).join(" #")}</td>
          <td className="px-3 py-2 font-mono text-xs" data-label={t("audit.from")}>{entry.ip}</td>
          <td className="px-3 py-2" data-label={t("audit.details")}><ChangeDetails before={entry.before} after={entry.after} /></td>
        </tr>
      ))}
    </AdminTable>
  );
}
