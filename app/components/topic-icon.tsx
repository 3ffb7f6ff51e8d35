import type { ReactNode } from "react";

// Line drawings for product families and industries, shown until staff upload real pictures.
const drawings: Record<string, ReactNode> = {
  relay: <><rect x="3" y="6" width="18" height="12" rx="2" /><path d="M7 18v3M12 18v3M17 18v3M7 10h4l2 4h4" /></>,
  shield: <><path d="M12 2 4 5v6c0 5 3.5 9 8 11 4.5-2 8-6 8-11V5z" /><path d="m9 12 2 2 4-4" /></>,
  sensor: <><circle cx="6" cy="12" r="2" /><path d="M10 8a6 6 0 0 1 0 8M14 5a10 10 0 0 1 0 14" /></>,
  timer: <><circle cx="12" cy="13" r="8" /><path d="M12 9v4l3 2M9 2h6" /></>,
  motor: <><circle cx="12" cy="12" r="3" /><path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" /></>,
  power: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,
  pneumatic: <><rect x="2" y="8" width="14" height="8" rx="1" /><path d="M16 12h6M6 8v8" /></>,
  plane: <path d="M12 2v20M3 13l9-4 9 4M8 21l4-2 4 2" />,
  chip: <><rect x="6" y="6" width="12" height="12" rx="1" /><path d="M9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4" /></>,
  screen: <><rect x="3" y="4" width="18" height="13" rx="2" /><path d="M8 21h8M12 17v4" /></>,
  toggle: <><rect x="2" y="8" width="20" height="8" rx="4" /><circle cx="16" cy="12" r="2" /></>,
  counter: <><rect x="3" y="6" width="18" height="12" rx="2" /><path d="M7 10v4M11 10h2v4h-2M17 10v4" /></>,
  factory: <path d="M2 20V9l6 4V9l6 4V5h6v15z" />,
  building: <><rect x="5" y="3" width="14" height="18" /><path d="M9 7h2M13 7h2M9 11h2M13 11h2M9 15h2M13 15h2" /></>,
  train: <><rect x="5" y="3" width="14" height="14" rx="3" /><path d="M5 11h14M8 21l2-4M16 21l-2-4" /></>,
  medical: <path d="M9 3h6v6h6v6h-6v6H9v-6H3V9h6z" />,
  food: <path d="M6 2v8a3 3 0 0 0 6 0V2M9 2v20M17 2c-2 2-2 6 0 8v12" />,
  hvac: <><circle cx="12" cy="12" r="2" /><path d="M12 2v8M12 14v8M2 12h8M14 12h8" /></>,
};

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

/** The line drawing of a family or industry, or null when it has none. */
export function TopicDrawing({ slug, size = 26, strokeWidth = 1.6 }: { slug: string; size?: number; strokeWidth?: number }) {
  const drawing = drawings[bySlug[slug] ?? ""];
  if (!drawing) return null;
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {drawing}
    </svg>
  );
}

/** A square tile with the drawing of a family or industry, or the initial of its name. */
export function TopicIcon({ slug, name, size = "h-12 w-12" }: { slug: string; name: string; size?: string }) {
  return (
    <span aria-hidden="true" className={`flex ${size} shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700`}>
      {drawings[bySlug[slug] ?? ""] ? <TopicDrawing slug={slug} /> : <span className="text-lg font-bold">{name.charAt(0).toUpperCase()}</span>}
    </span>
  );
}
