import type { Route } from "./+types/robots";
import { siteOrigin } from "~/http/site-origin.server";

export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /kanban",
    "Disallow: /textedit",
    "Disallow: /fr/textedit",
    "Disallow: /api/",
    "",
    `Sitemap: ${siteOrigin(context)}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
