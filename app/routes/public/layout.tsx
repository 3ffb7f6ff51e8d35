import { Outlet, data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { LoadingIndicator } from "~/components/loading-indicator";
import { NotFound } from "~/components/not-found";
import { CompareBar } from "~/components/compare/compare-bar";
import { ScrollToTop } from "~/components/scroll-to-top";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { langCookie, localeFromAcceptLanguage, readLangCookie } from "~/i18n/language.server";
import { defaultLocale, isLocale, localeFromPath, localizePath } from "~/i18n/locales";
import { safeRedirect } from "~/http/safe-redirect";
import { getSiteSettings, siteLanguages } from "~/settings/settings.server";
import { useTranslation } from "~/i18n/use-translation";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/layout";
import { pageLoader } from "~/http/kit.server";
import { readsQuery } from "~/http/page-query";

// The language switcher's choice and the footer's newsletter result, on every public page.
export const handle = readsQuery("lang", "newsletter");

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "public" }, async ({ db, request }) => {
    const { params } = args;
    const url = new URL(request.url);
    const { lang } = params;
    if (lang !== undefined && (lang === defaultLocale || !isLocale(lang))) {
      // The default language has no prefix: /en/... is the same page as /...
      if (lang === defaultLocale) throw redirect(safeRedirect(localizePath(url.pathname.slice(lang.length + 1) || "/", defaultLocale) + url.search), 301);
      throw data(null, { status: 404 });
    }

    // A language switched off in the settings: its pages go to the same page in the default one.
    const { enabled, defaultLanguage } = siteLanguages((await getSiteSettings(db)).row);
    const pathLocale = localeFromPath(url.pathname);
    if (!enabled.includes(pathLocale)) {
      url.searchParams.delete("lang");
      const query = url.searchParams.size ? `?${url.searchParams}` : "";
      throw redirect(safeRedirect(localizePath(url.pathname, defaultLanguage) + query));
    }

    // The language switcher's links carry ?lang=: remember the choice, then show the clean URL.
    const chosen = url.searchParams.get("lang");
    if (isLocale(chosen) && enabled.includes(chosen)) {
      url.searchParams.delete("lang");
      const query = url.searchParams.size ? `?${url.searchParams}` : "";
      throw redirect(safeRedirect(localizePath(url.pathname, chosen) + query), {
        headers: { "Set-Cookie": langCookie(chosen, url.protocol === "https:") },
      });
    }

    // A French reader (by earlier choice, or by browser language when there is none) landing on
    // an English URL goes to its French twin; crawlers and everyone else stay in English.
    // With no choice and no browser language we know, the settings' default language decides.
    const preferred = readLangCookie(request) ?? localeFromAcceptLanguage(request.headers.get("Accept-Language")) ?? defaultLanguage;
    if (lang === undefined && preferred !== defaultLocale && enabled.includes(preferred)) {
      throw redirect(safeRedirect(localizePath(url.pathname, preferred) + url.search));
    }
    return null;
  });

/**
 * Only when the layout itself answers 404 (an unknown first path segment such as /nothing-here,
 * read as a language prefix): the page routes give their own titles otherwise.
 */
export const meta: Route.MetaFunction = (args) =>
  isRouteErrorResponse(args.error) && args.error.status === 404 ? pageMeta(args, { title: "notFound.title", noindex: true }) : [];

function PublicShell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:p-3">
        {t("common.skipToContent")}
      </a>
      <SiteHeader />
      <LoadingIndicator />
      <ScrollToTop />
      <main id="main">{children}</main>
      <SiteFooter />
      <CompareBar />
    </>
  );
}

export default function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PublicShell>
        <NotFound />
      </PublicShell>
    );
  }
  return (
    <PublicShell>
      <div className="mx-auto max-w-xl px-6 py-24 text-center">
        <h1 className="text-2xl font-semibold text-brand-900">{t("error.title")}</h1>
        <p className="mt-3 text-slate-600">{t("error.text")}</p>
      </div>
    </PublicShell>
  );
}
