import { data } from "react-router";
import { pageLoader } from "~/http/kit.server";
import { localeFromPath } from "~/i18n/locales";
import { getMessages } from "~/i18n/messages.server";
import { buildArticleFeed } from "~/news/feed.server";
import { siteOrigin } from "~/http/site-origin.server";
import { getSiteSettings, siteLanguages } from "~/settings/settings.server";
import type { Route } from "./+types/blog-feed";

// /blog/feed.xml (English) and /fr/blog/feed.xml (French): RSS 2.0 of the latest articles.
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "public" }, async ({ db, request, context }) => {
    const locale = localeFromPath(new URL(request.url).pathname);
    const settings = await getSiteSettings(db);
    if (!siteLanguages(settings.row).enabled.includes(locale)) throw data(null, { status: 404 });
    const xml = await buildArticleFeed(db, {
      origin: siteOrigin(context),
      locale,
      messages: await getMessages(db, locale),
      site: settings.row?.companyName ?? "Vitrine",
  });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=900" } });
  });
