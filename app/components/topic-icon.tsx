import type { CSSProperties } from "react";

// Line drawings for product families and industries, shown until staff upload real pictures. Each
// is a file (public/topics/*.svg) the browser fetches once and caches, drawn in the text colour
// through a CSS mask: the drawings are not JavaScript that every product page loads (decision 068).

const bySlug: Record<string, string> = {
  "relays-control": "relay",
  "solid-state-relays": "relay",
  "monitoring-relays": "shield",
  "sensors-detection": "sensor",
  "micro-motors-actuators": "motor",
  motors: "motor",
  timers: "timer",
  "power-supplies": "power",
  counters: "counter",
  pneumatic: "pneumatic",
  switches: "toggle",
  "hermetically-sealed-relays-timers": "plane",
  aerospace: "plane",
  controllers: "chip",
  "automation-controllers": "chip",
  hmi: "screen",
  "industrial-automation": "factory",
  "building-automation": "building",
  transportation: "train",
  "medical-equipment": "medical",
  medical: "medical",
  energy: "power",
  "food-beverage": "food",
  hvac: "hvac",
};

/** The address of a family's or industry's drawing, or undefined when it has none. */
export const topicDrawingUrl = (slug: string): string | undefined => (bySlug[slug] ? `/topics/${bySlug[slug]}.svg` : undefined);

/** The line drawing of a family or industry, in the text colour, or null when it has none. */
export function TopicDrawing({ slug, size = 26 }: { slug: string; size?: number }) {
  const url = topicDrawingUrl(slug);
  if (!url) return null;
  const mask = `url("${url}") center / contain no-repeat`;
  const style: CSSProperties = { width: size, height: size, mask, WebkitMask: mask };
  return <span aria-hidden="true" className="inline-block shrink-0 bg-current" style={style} />;
}

/** A square tile with the drawing of a family or industry, or the initial of its name. */
export function TopicIcon({ slug, name, size = "h-12 w-12" }: { slug: string; name: string; size?: string }) {
  return (
    <span aria-hidden="true" className={`flex ${size} shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700`}>
      {topicDrawingUrl(slug) ? <TopicDrawing slug={slug} /> : <span className="text-lg font-bold">{name.charAt(0).toUpperCase()}</span>}
    </span>
  );
}
