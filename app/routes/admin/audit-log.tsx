import { Link } from "react-router";
import { z } from "zod";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { AuditTable } from "~/admin/audit-table";
import { listAuditEntries } from "~/audit/audit.server";
import { pageLoader } from "~/http/kit.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/audit-log";

const PER_PAGE = 50;
const querySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).catch(1) });

export const meta: Route.MetaFunction = (args) => adminMeta(args, "audit.title");

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "admin" }, async ({ db, request }) => {
    const { page } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    const { entries, total } = await listAuditEntries(db, { page, perPage: PER_PAGE });
    return { entries, page, pages: Math.max(1, Math.ceil(total / PER_PAGE)) };
  });

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { entries, page, pages } = loaderData;
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" className="text-2xl font-semibold text-brand-900">{t("audit.title")}</h1>
      <p className="mt-2 text-slate-600">{t("audit.intro")}</p>
      {entries.length ? <AuditTable entries={entries} /> : <p className="mt-6 text-slate-600">{t("audit.empty")}</p>}
      <nav className="mt-6 flex items-center gap-4 text-sm" aria-label={t("audit.page", { page, pages })}>
        {page > 1 ? <Link to={`?page=${page - 1}`} className="text-brand-700 underline">{t("audit.newer")}</Link> : null}
        <span>{t("audit.page", { page, pages })}</span>
        {page < pages ? <Link to={`?page=${page + 1}`} className="text-brand-700 underline">{t("audit.older")}</Link> : null}
      </nav>
    </section>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
