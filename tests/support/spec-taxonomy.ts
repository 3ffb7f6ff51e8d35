// SPEC §3 "Taxonomy slugs", as spelt there: every one must resolve to a seeded record.
export const specCategorySlugs = [
  "controllers", "hmi", "monitoring-relays", "relays-control", "sensors-detection",
  "micro-motors-actuators", "timers", "solid-state-relays", "solide-state-relays",
  "power-supplies", "counters", "pneumatic", "motors", "switches", "switchs",
  "hermetically sealed relays and timers", "heremetically-sealed-relays-timers", "aerospace",
  "automation-controllers",
];

export const specSubcategorySlugs = [
  "solid-state-relays", "electromechanical-relays", "control-relays", "power-relays",
  "position-sensors", "pressure-sensors", "temperature-sensors", "proximity-sensors", "dc-motors",
  "brushless-motors", "linear-actuators", "motors-control", "brush-motors", "synchronous-motors",
  "micro-switches", "smart-ssr", "switches-sensors", "phase-sequence",
  "Switches & Sensors", "Phase & Sequence", "Plug In",
];

export const specApplicationSlugs = [
  "industrial-automation", "building-automation", "transportation", "medical-equipment", "energy",
  "aerospace", "food-beverage", "hvac", "medical",
];
