import { data } from "react-router";
import { pageLoader } from "~/http/kit.server";
import { siteOrigin } from "~/http/site-origin.server";
import { buildSitemap } from "~/seo/sitemap.server";
import type { Route } from "./+types/sitemap";

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "public" }, async ({ db, context }) => {
    // A large catalogue's sitemap is an index of parts (`?part=pages`, `?part=products-N`).
    const part = new URL(args.request.url).searchParams.get("part") ?? undefined;
    const xml = await buildSitemap(db, siteOrigin(context), part);
    if (xml === undefined) throw data(null, { status: 404 });
    return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
  });
