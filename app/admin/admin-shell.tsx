import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { hasRole, type AdminRole } from "~/auth/roles";
import { staffLocales } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { useAdminSession } from "./admin-session";
import { adminTabs } from "./admin-tabs";
import { buttonClass } from "~/components/ui/button";

export interface ShellUser {
  username: string;
  role: AdminRole;
}

function SignOutButton({ csrfToken }: { csrfToken: string }) {
  const { t } = useTranslation();
  const { signOut } = useAdminSession();
  // Without JavaScript this is a plain form post (the token in a field); with it, SPEC §4's flow.
  return (
    <form
      method="post"
      action="/api/admin/logout"
      onSubmit={(event) => {
        event.preventDefault();
        void signOut();
      }}
    >
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <button type="submit" className={buttonClass({ variant: "inverse", size: "sm" })}>
        {t("admin.signOut")}
      </button>
    </form>
  );
}

function LanguageLinks() {
  const { t, locale } = useTranslation();
  const { pathname } = useLocation();
  // Full page loads: the whole page's strings change, and the server remembers the choice.
  return (
    <ul className="flex gap-1" aria-label={t("admin.languages")}>
      {staffLocales.map((l) => (
        <li key={l}>
          <a
            href={`${pathname}?lang=${l}`}
            lang={l}
            aria-current={l === locale ? "true" : undefined}
            data-testid={`admin-lang-${l}`}
            className={`rounded px-2 py-1 text-sm ${l === locale ? "bg-white/15 font-semibold" : "text-white/80 hover:text-white"}`}
          >
            {t(`language.${l}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}

function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (!count) return null;
  // The number and its words, not a coloured dot alone: screen readers and colour-blind staff see it too.
  return (
    <span className="ms-1.5 rounded-full bg-red-700 px-1.5 py-0.5 text-xs font-semibold text-white" data-testid="unread-count">
      {count}
      <span className="sr-only"> {t("admin.unreadBadge", { count })}</span>
    </span>
  );
}

function OpenQuotesBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <span className="ms-1.5 rounded-full border border-amber-700 px-1.5 py-0.5 text-xs font-semibold text-amber-900" data-testid="open-quotes-count">
      {count}
      <span className="sr-only"> {t("admin.quotes.openCount", { count })}</span>
    </span>
  );
}

function AdminTabs({ role, unreadInquiries, openQuotes }: { role: AdminRole; unreadInquiries: number; openQuotes: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const editing = /^\/admin\/products\/[^/]+\/edit$/.test(pathname);
  const strip = useRef<HTMLUListElement>(null);
  // The current tab is brought into the strip's view (it may sit past the screen's edge).
  useEffect(() => {
    const list = strip.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    const left = current.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + current.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = left - 16;
  }, [pathname]);
  return (
    // One row that scrolls sideways on a narrow screen (a phone), instead of wrapping into several;
    // from the md breakpoint the tabs wrap, so that no label is ever cut at the edge. `relative`
    // keeps the badges' screen-reader words (absolutely placed) inside the strip's scroll box:
    // otherwise they hang past the screen and widen the page.
    <nav aria-label={t("admin.sections")} className="border-b border-slate-200 bg-white">
      <ul ref={strip} className="relative mx-auto flex max-w-7xl gap-x-1 overflow-x-auto whitespace-nowrap px-2 [scrollbar-width:thin] sm:px-6 md:flex-wrap md:overflow-x-visible" data-testid="admin-tabs">
        {adminTabs
          .filter((tab) => hasRole(role, tab.role))
          .map((tab) => {
            const base = "inline-block border-b-2 px-3 py-3 text-sm font-medium";
            if (tab.path === null) {
              return (
                <li key={tab.key}>
                  <span
                    aria-current={editing ? "page" : undefined}
                    aria-disabled={editing ? undefined : "true"}
                    title={editing ? undefined : t("admin.tabs.editProductHint")}
                    className={`${base} ${editing ? "border-brand-700 text-brand-800" : "border-transparent text-slate-400"}`}
                  >
                    {t(`admin.tabs.${tab.key}`)}
                  </span>
                </li>
              );
            }
            return (
              <li key={tab.key}>
                <NavLink
                  to={tab.path}
                  // A tab stays marked on its sub-pages (an inquiry, a category); the product list
                  // at /admin is the one tab whose path starts every other.
                  end={tab.path === "/admin"}
                  className={({ isActive }) =>
                    `${base} ${isActive ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-brand-700"}`
                  }
                >
                  {t(`admin.tabs.${tab.key}`)}
                  {tab.key === "inquiries" ? <UnreadBadge count={unreadInquiries} /> : null}
                  {tab.key === "inquiries" ? <OpenQuotesBadge count={openQuotes} /> : null}
                </NavLink>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}

/** The administration's frame: who is signed in, language, sign-out, and the tabs. */
export function AdminShell({
  user,
  csrfToken,
  unreadInquiries = 0,
  openQuotes = 0,
  children,
}: {
  user: ShellUser;
  csrfToken: string;
  /** Counted by the server at each page load, so the badge is right without JavaScript. */
  unreadInquiries?: number;
  /** Quote requests new or quoted. */
  openQuotes?: number;
  children: React.ReactNode;
}) {
  const { t, href } = useTranslation();
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-6 py-3">
          <Link to="/admin" className="text-lg font-semibold">
            {t("admin.title")}
          </Link>
          <div className="flex flex-wrap items-center gap-4">
            <p className="text-sm text-white/90" data-testid="signed-in-as">
              {t("admin.signedInAs", { username: user.username })} · {t(`admin.roles.${user.role}`)}
            </p>
            <LanguageLinks />
            <Link to={href("/")} className="text-sm text-white/80 underline hover:text-white">
              {t("admin.viewSite")}
            </Link>
            <SignOutButton csrfToken={csrfToken} />
          </div>
        </div>
      </header>
      <AdminTabs role={user.role} unreadInquiries={unreadInquiries} openQuotes={openQuotes} />
      <main id="main" className="mx-auto max-w-7xl px-6 py-8">
        {children}
      </main>
    </div>
  );
}
