import { Link, Outlet, useMatches } from "react-router";
import { AdminShell } from "~/admin/admin-shell";
import { DEFAULT_TIME_ZONE } from "~/admin/staff-date";
import { getSiteSettings } from "~/settings/settings.server";
import { zoneOffsets } from "~/settings/zone-offsets.server";
import { pageLoader } from "~/http/kit.server";
import { RequestError } from "~/http/errors";
import { countUnreadInquiries } from "~/inquiries/admin-inbox.server";
import { countOpenQuotes } from "~/inquiries/quote-pipeline.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/admin-area";

// The layout guards itself, and so does every tab's own loader and action: a tab's data is
// never reachable through a route that skipped this check.
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "editor", languageSwitch: true }, async ({ db, session }) => {
    const [unreadInquiries, openQuotes] = await Promise.all([countUnreadInquiries(db), countOpenQuotes(db)]);
    return {
      user: { username: session!.user.username, role: session!.user.role },
      csrfToken: session!.csrfToken,
      unreadInquiries,
      openQuotes,
      // Dates in the staff area show in the company's time zone (a setting), with the offsets the
      // server's zone data gives, so that the browser's render agrees with the server's.
      zone: zoneOffsets((await getSiteSettings(db)).row?.timeZone ?? DEFAULT_TIME_ZONE),
    };
  });

// A form posted to /admin itself (not to a tab) changes nothing, but is guarded all the same.
export const action = (args: Route.ActionArgs) =>
  pageLoader(args, { access: "editor" }, async () => {
    throw new RequestError("method_not_allowed", { key: "auth.errors.methodNotAllowed", vars: { method: "GET" } }, { allow: "GET" });
  });

/**
 * The unread count of the deepest route that gives one: loaders run in parallel, so the inbox's
 * own loader, which counts after marking an opened inquiry read, is the one to trust.
 */
function useUnreadInquiries(fromLayout: number): number {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const value = (match.loaderData as { unreadInquiries?: unknown } | undefined)?.unreadInquiries;
    if (typeof value === "number") return value;
  }
  return fromLayout;
}

export default function AdminArea({ loaderData }: Route.ComponentProps) {
  const unreadInquiries = useUnreadInquiries(loaderData.unreadInquiries);
  return (
    <AdminShell user={loaderData.user} csrfToken={loaderData.csrfToken} unreadInquiries={unreadInquiries} openQuotes={loaderData.openQuotes}>
      <Outlet />
    </AdminShell>
  );
}

/** The layout itself failed: there is no shell to show, only a way back. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center" role="alert">
      <h1 className="text-2xl font-semibold text-brand-900">{t("admin.errors.generic")}</h1>
      <Link to="/admin/login" className="mt-6 inline-block text-brand-700 underline">
        {t("admin.loginTitle")}
      </Link>
    </main>
  );
}
