import { TopicDrawing } from "./topic-drawing";
import { TOPIC_DRAWING_OF } from "./topic-slugs";

/** A square tile with the drawing of a family or industry, or the initial of its name. */
export function TopicIcon({ slug, name, size = "h-12 w-12" }: { slug: string; name: string; size?: string }) {
  return (
    <span aria-hidden="true" className={`flex ${size} shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700`}>
      {TOPIC_DRAWING_OF[slug] ? <TopicDrawing slug={slug} /> : <span className="text-lg font-bold">{name.charAt(0).toUpperCase()}</span>}
    </span>
  );
}
