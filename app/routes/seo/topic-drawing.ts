import { TOPIC_DRAWINGS } from "~/components/topic-drawings.server";
import { TOPIC_DRAWING_OF } from "~/components/topic-slugs";
import type { Route } from "./+types/topic-drawing";

const svg = (inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${inner}</svg>`;

/**
 * GET /topics/{slug}.svg: a family's or industry's line drawing, drawn by pages through a CSS mask.
 * A slug with none (a family staff added) gets an empty picture rather than a 404, which the page
 * would log as a failed load.
 */
export function loader({ params }: Route.LoaderArgs) {
  const slug = /^([a-z0-9-]{1,120})\.svg$/.exec(params.file ?? "")?.[1];
  const drawing = slug ? TOPIC_DRAWINGS[TOPIC_DRAWING_OF[slug] ?? ""] : undefined;
  return new Response(svg(drawing ?? ""), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400", "X-Content-Type-Options": "nosniff" },
  });
}
