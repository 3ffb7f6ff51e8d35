import {
  Links,
  Meta,
  Outlet,
  Scripts,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { ClientStartup } from "./components/client-startup";
import { databaseContext } from "~/http/context";
import { preferredStaffLocale } from "./i18n/language.server";
import { defaultLocale, dirOf, localeFromPath, unprefixed } from "./i18n/locales";
import { getPackedMessages } from "./i18n/messages.server";
import { getSiteSettings, toPublicSettings } from "./settings/settings.server";
// The whole stylesheet (about 9 KB gzip) goes inline in the document: no render-blocking request
// before the first paint (Lighthouse, issue 14).
import stylesheet from "./app.css?inline";
// The Arabic typeface's sheet: a file of its own, linked only from right-to-left pages (decision 066).
import arabicFontSheet from "./arabic-font.css?url";
import { readQuoteCookie } from "./quotes/quote-cookie.server";
import { siteOrigin } from "~/http/site-origin.server";
import { requestInfoContext } from "./http/request-info.server";
import { storedLanguageScript } from "./i18n/stored-language-script";
import { nameRequestRoute } from "./http/request-log.server";
import { scriptsAfterPaintLoader } from "./http/scripts-after-paint";
import { isStaffPath } from "./http/staff-paths";

const STYLESHEET_ID = "stylesheet";
// The browser hydrates the sheet the document already holds: the client's JavaScript does not
// carry it a second time (the import is dropped from the client build, issue 14).
const inlineStylesheet = import.meta.env.SSR ? stylesheet : (document.getElementById(STYLESHEET_ID)?.textContent ?? "");

// Staff strings (a third of the catalogue) go only to the pages that show them.
const needsStaffMessages = (pathname: string) => isStaffPath(pathname) || /^\/textedit\/?$/.test(unprefixed(pathname));

export const middleware: Route.MiddlewareFunction[] = [nameRequestRoute];

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = context.get(databaseContext);
  const url = new URL(request.url);
  // Public pages take their language from the URL; staff pages from the remembered choice.
  // The staff area is in English or French only (decision 066).
  const locale = isStaffPath(url.pathname) ? preferredStaffLocale(request) : localeFromPath(url.pathname);
  const [messages, settings] = await Promise.all([
    // Packed in one JSON text (decision 041); the long texts of single pages come with their loaders.
    getPackedMessages(db, locale, needsStaffMessages(url.pathname) ? "all" : "public"),
    getSiteSettings(db),
  ]);
  const quoteList = readQuoteCookie(request);
  return {
    locale,
    messages,
    settings: toPublicSettings(settings, locale),
    origin: siteOrigin(context),
    year: new Date().getFullYear(),
    quoteCount: quoteList.lines.length + quoteList.parts.length + (quoteList.draft?.lines ?? 0),
    nonce: context.get(requestInfoContext).nonce,
  };
}

// The strings and settings change only with the language (or after an admin write, which is an
// action and revalidates anyway).
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate, formMethod }) =>
  formMethod !== undefined && formMethod !== "GET"
    ? defaultShouldRevalidate
    : localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname) ||
      needsStaffMessages(currentUrl.pathname) !== needsStaffMessages(nextUrl.pathname);

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const dir = dirOf(data?.locale ?? defaultLocale);
  return (
    <html lang={data?.locale ?? defaultLocale} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3a5b" />
        {/* Before anything paints: a language kept on the device wins over this page's (issue 15). */}
        <script nonce={data?.nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: storedLanguageScript }} />
        {data?.settings.faviconUrl ? (
          <link rel="icon" href={data.settings.faviconUrl} />
        ) : (
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        )}
        <Meta />
        {/* Stylesheets need no CSP nonce; an empty one matches what the browser shows after load. */}
        <Links nonce="" />
        <style id={STYLESHEET_ID} dangerouslySetInnerHTML={{ __html: inlineStylesheet }} />
        {dir === "rtl" ? <link rel="stylesheet" href={arabicFontSheet} /> : null}
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        {children}
        <Scripts />
        {/* Starts the scripts held until the first paint (public pages: decision 045); does nothing elsewhere. */}
        <script nonce={data?.nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: scriptsAfterPaintLoader }} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <ClientStartup />
      <Outlet />
    </>
  );
}

/** Last resort when the root itself fails: no loader data, so both languages are shown. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="text-5xl font-bold text-brand-700">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">
        {status === 404 ? "Page not found · Page introuvable" : "Something went wrong · Une erreur est survenue"}
      </h1>
      <p className="mt-6">
        <a className="text-brand-700 underline" href="/">
          Home · Accueil
        </a>
      </p>
    </main>
  );
}
