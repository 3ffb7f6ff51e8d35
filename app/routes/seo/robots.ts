import type { Route } from "./+types/robots";
import { siteOrigin } from "~/http/site-origin.server";
import { locales, localizePath } from "~/i18n/locales";

export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /kanban",
    ...locales.map((locale) => `Disallow: ${localizePath("/textedit", locale)}`),
    "Disallow: /api/",
    "",
    `Sitemap: ${siteOrigin(context)}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
