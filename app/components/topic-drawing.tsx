import type { CSSProperties } from "react";

/**
 * The line drawing of a family or industry (`/topics/{slug}.svg`, routes/seo/topic-drawing.ts),
 * in the text colour through a CSS mask; a slug with no drawing is an empty picture. No map of
 * drawings rides in the page's JavaScript (decision 068).
 */
export function TopicDrawing({ slug, size = 26 }: { slug: string; size?: number }) {
  const mask = `url("/topics/${encodeURIComponent(slug)}.svg") center / contain no-repeat`;
  const style: CSSProperties = { width: size, height: size, mask, WebkitMask: mask };
  return <span aria-hidden="true" className="inline-block shrink-0 bg-current" style={style} />;
}
