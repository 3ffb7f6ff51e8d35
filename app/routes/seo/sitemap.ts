import { pageLoader } from "~/http/kit.server";
import { siteOrigin } from "~/http/site-origin.server";
import { buildSitemap } from "~/seo/sitemap.server";
import type { Route } from "./+types/sitemap";

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "public" }, async ({ db, context }) => {
    const xml = await buildSitemap(db, siteOrigin(context));
    return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
  });
