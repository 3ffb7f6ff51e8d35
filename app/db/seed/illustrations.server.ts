import { createHash } from "node:crypto";
import sharp from "sharp";
import type { SeedProduct } from "./types";

/**
 * The demo catalogue's product pictures: illustrations drawn from SVG templates, one shape per
 * product family (a DIN-rail module, a plug-in relay, a threaded sensor, a motor, ...), varied by
 * product (housing colour by maker, terminals, proportions) and labelled with the part number.
 * They are not photographs of the parts (docs/operations.md says so), but they make the demo
 * look and weigh like a catalogue with photos, and put every image path (renditions, srcset,
 * JSON-LD) under test. Deterministic: the same product gives the same picture.
 */

export const ILLUSTRATION_SIZE = { width: 960, height: 720 } as const;

type Shape = "din" | "relay" | "can" | "ssr" | "sensor" | "motor" | "panel" | "valve" | "switch";

const SHAPE_OF: Record<string, Shape> = {
  controllers: "din",
  "automation-controllers": "din",
  "monitoring-relays": "din",
  timers: "din",
  counters: "din",
  "power-supplies": "din",
  hmi: "panel",
  "relays-control": "relay",
  "hermetically-sealed-relays-timers": "can",
  aerospace: "can",
  "solid-state-relays": "ssr",
  "sensors-detection": "sensor",
  "micro-motors-actuators": "motor",
  motors: "motor",
  pneumatic: "valve",
  switches: "switch",
};

// Housing colours makers are known by, roughly; others get one from the palette by name.
const PALETTE = ["#2f3b48", "#3d4b5c", "#1f5f8b", "#5b6770", "#7a2e2e", "#2e5e4e", "#4a4f9c", "#6b5b3e", "#8a8f96"];
const MAKER_COLOUR: Record<string, string> = { Omron: "#3b4a5a", Schneider: "#2e6b3f", Crouzet: "#8a8f96", Carlo: "#5b6770" };

/** 0..1 numbers from the part number, so that each product's picture is its own and stays so. */
function seeded(text: string) {
  const digest = createHash("sha256").update(text).digest();
  let i = 0;
  return () => digest[i++ % digest.length]! / 255;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function colourOf(product: SeedProduct, rand: () => number): string {
  const maker = Object.keys(MAKER_COLOUR).find((name) => product.manufacturer.startsWith(name));
  return maker ? MAKER_COLOUR[maker]! : PALETTE[Math.floor(rand() * PALETTE.length) % PALETTE.length]!;
}

/** The part number on a white label, sized to fit `width`. */
function label(x: number, y: number, width: number, product: SeedProduct, dark = false) {
  // A bold sans-serif character is about 0.66 of its size wide.
  const size = Math.min(40, Math.floor(width / (0.66 * Math.max(6, product.partNumber.length))));
  const text = dark ? "#f4f6f8" : "#1d2733";
  return `<text x="${x}" y="${y}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${size}" font-weight="bold" text-anchor="middle" fill="${text}">${escapeXml(product.partNumber)}</text>
  <text x="${x}" y="${y + size * 0.95}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${Math.round(size * 0.55)}" text-anchor="middle" fill="${text}" opacity="0.75">${escapeXml(product.manufacturer)}</text>`;
}

const screws = (xs: number[], y: number) =>
  xs.map((x) => `<circle cx="${x}" cy="${y}" r="15" fill="#c9ced4" stroke="#7d858d" stroke-width="3"/><path d="M${x - 9} ${y}h18" stroke="#5d646b" stroke-width="4"/>`).join("");

function drawing(shape: Shape, product: SeedProduct, rand: () => number): string {
  const body = colourOf(product, rand);
  switch (shape) {
    case "din": {
      // Wide enough for the label of a long part number.
      const width = Math.max(180 + Math.round(rand() * 4) * 45, Math.min(420, product.partNumber.length * 24 + 40));
      const x = 480 - width / 2;
      const terminals = Array.from({ length: Math.max(2, Math.round(width / 45)) }, (_, i) => x + 22 + i * ((width - 44) / Math.max(1, Math.round(width / 45) - 1)));
      const dial = rand() > 0.4 ? `<circle cx="480" cy="420" r="44" fill="#e8ebee" stroke="#9aa1a8" stroke-width="4"/><path d="M480 420 L${480 + 30 * Math.cos(rand() * 6)} ${420 + 30 * Math.sin(rand() * 6)}" stroke="#c0392b" stroke-width="6" stroke-linecap="round"/>` : `<rect x="${480 - 70}" y="390" width="140" height="56" rx="6" fill="#17212b"/><text x="480" y="430" font-family="DejaVu Sans Mono, monospace" font-size="34" text-anchor="middle" fill="#59d98e">${(rand() * 99).toFixed(1)}</text>`;
      return `<rect x="${x - 20}" y="330" width="${width + 40}" height="36" fill="#b8bec5"/>
  <rect x="${x}" y="140" width="${width}" height="460" rx="14" fill="${body}"/>
  <rect x="${x}" y="140" width="${width}" height="70" rx="14" fill="#d9dde1"/>${screws(terminals, 175)}
  <rect x="${x}" y="530" width="${width}" height="70" rx="14" fill="#d9dde1"/>${screws(terminals, 565)}
  <rect x="${x + 16}" y="232" width="${width - 32}" height="120" rx="6" fill="#f4f6f8"/>${label(480, 282, width - 40, product)}
  ${dial}<circle cx="${x + width - 28}" cy="500" r="9" fill="#36c46b"/>`;
    }
    case "relay":
    case "can": {
      const metal = shape === "can";
      const width = 300 + Math.round(rand() * 3) * 40;
      const x = 480 - width / 2;
      const pins = 4 + Math.round(rand() * 2) * 2;
      const pinXs = Array.from({ length: pins }, (_, i) => x + 40 + (i * (width - 80)) / (pins - 1));
      const fill = metal ? "url(#metal)" : rand() > 0.5 ? "#d9e4ee" : body;
      const dark = !metal && fill === body;
      return `${pinXs.map((px) => `<rect x="${px - 7}" y="560" width="14" height="70" fill="#b5bcc3"/>`).join("")}
  <rect x="${x}" y="150" width="${width}" height="420" rx="${metal ? 40 : 16}" fill="${fill}" stroke="${metal ? "#8d949b" : "#9aa7b3"}" stroke-width="4"/>
  ${metal ? "" : `<rect x="${x + 24}" y="180" width="${width - 48}" height="200" rx="10" fill="#ffffff" opacity="${dark ? 0.12 : 0.5}"/>`}
  ${label(480, 440, width - 60, product, dark)}`;
    }
    case "ssr":
      return `${Array.from({ length: 9 }, (_, i) => `<rect x="${250 + i * 55}" y="470" width="30" height="150" fill="#aeb5bc"/>`).join("")}
  <rect x="230" y="440" width="500" height="50" fill="#c3c9cf"/>
  <rect x="250" y="170" width="460" height="290" rx="12" fill="${body}"/>
  ${screws([290, 670], 230)}${screws([290, 670], 400)}
  <rect x="340" y="250" width="280" height="130" rx="6" fill="#f4f6f8"/>${label(480, 305, 260, product)}`;
    case "sensor": {
      const diameter = 90 + Math.round(rand() * 3) * 30;
      const length = 440 + Math.round(rand() * 2) * 60;
      const x = 480 - length / 2;
      const threads = Array.from({ length: Math.floor((length - 140) / 18) }, (_, i) => `<path d="M${x + 100 + i * 18} ${360 - diameter / 2}v${diameter}" stroke="#8c939a" stroke-width="3"/>`).join("");
      return `<path d="M${x + length} 360 C ${x + length + 90} 360, 860 470, 900 560" stroke="#2a2f35" stroke-width="26" fill="none" stroke-linecap="round"/>
  <rect x="${x}" y="${360 - diameter / 2}" width="${length}" height="${diameter}" rx="10" fill="url(#metal)"/>${threads}
  <rect x="${x}" y="${360 - diameter / 2}" width="44" height="${diameter}" rx="8" fill="${rand() > 0.5 ? "#f0b429" : "#3a7bd5"}"/>
  <rect x="${x + 150}" y="${360 - diameter / 2 - 18}" width="40" height="${diameter + 36}" rx="4" fill="#9aa1a8"/>
  <rect x="${x + length - 70}" y="${360 - diameter / 2 + 6}" width="70" height="${diameter - 12}" fill="${body}"/>
  ${label(480, 560, 520, product)}`;
    }
    case "motor": {
      const diameter = 220 + Math.round(rand() * 3) * 30;
      const length = 300 + Math.round(rand() * 3) * 40;
      const x = 420 - length / 2;
      return `<rect x="${x + length}" y="344" width="${120}" height="32" rx="6" fill="#c2c8ce"/>
  <rect x="${x + length - 10}" y="${360 - diameter / 3}" width="36" height="${(diameter * 2) / 3}" rx="8" fill="#9aa1a8"/>
  <rect x="${x}" y="${360 - diameter / 2}" width="${length}" height="${diameter}" rx="30" fill="${rand() > 0.5 ? "url(#metal)" : body}"/>
  <rect x="${x + 30}" y="${360 - diameter / 2}" width="${length - 60}" height="26" fill="#ffffff" opacity="0.18"/>
  ${Array.from({ length: 2 }, (_, i) => `<path d="M${x - 10} ${330 + i * 50} C ${x - 90} ${330 + i * 50}, ${x - 100} 520, ${x - 140} 600" stroke="${i ? "#c0392b" : "#222"}" stroke-width="12" fill="none"/>`).join("")}
  ${label(480, 360 + diameter / 2 + 70, 500, product)}`;
    }
    case "panel":
      return `<rect x="180" y="130" width="600" height="460" rx="22" fill="${body}"/>
  <rect x="215" y="165" width="530" height="320" rx="8" fill="#0f2235"/>
  ${Array.from({ length: 3 }, (_, i) => `<rect x="${250 + i * 160}" y="${210 + Math.round(rand() * 2) * 30}" width="130" height="${90 + Math.round(rand() * 3) * 25}" rx="6" fill="${["#2f80ed", "#27ae60", "#f2994a"][i]}" opacity="0.85"/>`).join("")}
  ${label(480, 530, 420, product, true)}`;
    case "valve":
      return `<rect x="230" y="260" width="500" height="200" rx="12" fill="url(#metal)"/>
  ${[300, 480, 660].map((px) => `<circle cx="${px}" cy="500" r="30" fill="#4a5056"/><circle cx="${px}" cy="500" r="16" fill="#1c1f22"/>`).join("")}
  <rect x="${rand() > 0.5 ? 160 : 700}" y="230" width="100" height="260" rx="14" fill="${body}"/>
  <rect x="330" y="160" width="300" height="110" rx="10" fill="#1f2a35"/>
  <rect x="300" y="300" width="360" height="120" rx="6" fill="#f4f6f8"/>${label(480, 350, 340, product)}`;
    case "switch":
      return `<path d="M300 250 L${640 + Math.round(rand() * 80)} ${150 + Math.round(rand() * 40)}" stroke="#c2c8ce" stroke-width="14" stroke-linecap="round"/>
  <circle cx="${650 + Math.round(rand() * 80)}" cy="${150 + Math.round(rand() * 40)}" r="22" fill="#9aa1a8"/>
  <rect x="250" y="250" width="460" height="250" rx="12" fill="${body}"/>
  ${[330, 480, 630].map((px) => `<rect x="${px - 14}" y="500" width="28" height="90" fill="#c7a24a"/>`).join("")}
  <rect x="300" y="300" width="360" height="120" rx="6" fill="#f4f6f8"/>${label(480, 350, 340, product)}`;
  }
}

/** The illustration's SVG text (a photo studio's grey background, the family's shape, the label). */
export function illustrationSvg(product: SeedProduct): string {
  const rand = seeded(product.partNumber);
  const shape = SHAPE_OF[product.category] ?? "relay";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ILLUSTRATION_SIZE.width}" height="${ILLUSTRATION_SIZE.height}" viewBox="90 70 780 585">
  <defs>
    <radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e3e8ed"/></radialGradient>
    <linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef1f4"/><stop offset="0.5" stop-color="#b9c0c7"/><stop offset="1" stop-color="#8e969e"/></linearGradient>
  </defs>
  <rect width="960" height="720" fill="url(#bg)"/>
  <ellipse cx="480" cy="650" rx="360" ry="26" fill="#000" opacity="0.08"/>
  ${drawing(shape, product, rand)}
</svg>`;
}

/** The illustration as a PNG (what an upload would be: the upload path encodes it). */
export function renderIllustration(product: SeedProduct): Promise<Buffer> {
  return sharp(Buffer.from(illustrationSvg(product))).png({ compressionLevel: 1 }).toBuffer();
}
