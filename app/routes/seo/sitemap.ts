import { databaseContext } from "~/http/context";
import { siteOrigin } from "~/http/site-origin.server";
import { buildSitemap } from "~/seo/sitemap.server";
import type { Route } from "./+types/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const xml = await buildSitemap(context.get(databaseContext), siteOrigin(context));
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
