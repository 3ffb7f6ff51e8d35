/**
 * The line drawings of product families and industries (24 × 24, stroked), served as SVG files
 * by `/topics/{slug}.svg` (routes/seo/topic-drawing.ts): a page draws one through a CSS mask in
 * its text colour, so the drawings are not JavaScript every product page loads (decision 068).
 */
export const TOPIC_DRAWINGS: Record<string, string> = {
  building: `<rect x="5" y="3" width="14" height="18"></rect><path d="M9 7h2M13 7h2M9 11h2M13 11h2M9 15h2M13 15h2"></path>`,
  chip: `<rect x="6" y="6" width="12" height="12" rx="1"></rect><path d="M9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4"></path>`,
  counter: `<rect x="3" y="6" width="18" height="12" rx="2"></rect><path d="M7 10v4M11 10h2v4h-2M17 10v4"></path>`,
  factory: `<path d="M2 20V9l6 4V9l6 4V5h6v15z"></path>`,
  food: `<path d="M6 2v8a3 3 0 0 0 6 0V2M9 2v20M17 2c-2 2-2 6 0 8v12"></path>`,
  hvac: `<circle cx="12" cy="12" r="2"></circle><path d="M12 2v8M12 14v8M2 12h8M14 12h8"></path>`,
  medical: `<path d="M9 3h6v6h6v6h-6v6H9v-6H3V9h6z"></path>`,
  motor: `<circle cx="12" cy="12" r="3"></circle><path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1"></path>`,
  plane: `<path d="M12 2v20M3 13l9-4 9 4M8 21l4-2 4 2"></path>`,
  pneumatic: `<rect x="2" y="8" width="14" height="8" rx="1"></rect><path d="M16 12h6M6 8v8"></path>`,
  power: `<path d="M13 2 4 14h7l-1 8 9-12h-7z"></path>`,
  relay: `<rect x="3" y="6" width="18" height="12" rx="2"></rect><path d="M7 18v3M12 18v3M17 18v3M7 10h4l2 4h4"></path>`,
  screen: `<rect x="3" y="4" width="18" height="13" rx="2"></rect><path d="M8 21h8M12 17v4"></path>`,
  sensor: `<circle cx="6" cy="12" r="2"></circle><path d="M10 8a6 6 0 0 1 0 8M14 5a10 10 0 0 1 0 14"></path>`,
  shield: `<path d="M12 2 4 5v6c0 5 3.5 9 8 11 4.5-2 8-6 8-11V5z"></path><path d="m9 12 2 2 4-4"></path>`,
  timer: `<circle cx="12" cy="13" r="8"></circle><path d="M12 9v4l3 2M9 2h6"></path>`,
  toggle: `<rect x="2" y="8" width="20" height="8" rx="4"></rect><circle cx="16" cy="12" r="2"></circle>`,
  train: `<rect x="5" y="3" width="14" height="14" rx="3"></rect><path d="M5 11h14M8 21l2-4M16 21l-2-4"></path>`,
};
