import fs from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import bidiFactory from "bidi-js";
import type { PDFDocument, PDFFont, PDFPage, RGB } from "pdf-lib";
import { LRI, PDI, isolateTechnicalRuns } from "~/i18n/bidi";

/*
 * Right-to-left lines in PDFs (decision 067). pdf-lib draws glyphs in the order given and does not
 * shape; a font embedded through @pdf-lib/fontkit is laid out by fontkit, which applies the Arabic
 * joining forms (init, medi, fina) and returns the glyphs of a right-to-left run in visual order.
 * What is left to do here: the bidirectional order of a line's runs (bidi-js, the Unicode
 * algorithm), so that a part number or a value ("24 V DC", "RM22TG20") keeps its left-to-right
 * order inside Arabic text, and each run drawn with a font that has its glyphs: IBM Plex Sans
 * Arabic for Arabic letters, the document's Latin font for the rest.
 */

const bidi = bidiFactory();
const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700) => require.resolve(`@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff`);

export interface ScriptFonts {
  latin: PDFFont;
  arabic: PDFFont;
}

/** IBM Plex Sans Arabic, regular and bold, embedded as subsets (only the glyphs drawn). */
export async function embedArabicFonts(doc: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  doc.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([
    doc.embedFont(fs.readFileSync(fontFile(400)), { subset: true }),
    doc.embedFont(fs.readFileSync(fontFile(700)), { subset: true }),
  ]);
  return { regular, bold };
}

/** One piece of a line as drawn: its text (logical order), the font, and whether it runs right to left. */
export interface Piece {
  text: string;
  font: PDFFont;
  rtl: boolean;
}

const charsets = new WeakMap<PDFFont, Set<number>>();
const hasGlyph = (font: PDFFont, char: string) => {
  let set = charsets.get(font);
  if (!set) charsets.set(font, (set = new Set(font.getCharacterSet())));
  return set.has(char.codePointAt(0)!);
};

/** Arabic letters and marks (and the Arabic comma, semicolon, question mark): drawn with the Arabic font. */
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * A line's pieces in visual order, left to right, in a right-to-left paragraph: technical runs
 * isolated, the bidi levels of its characters, runs of one level reordered (rule L2: from the
 * highest level down, every sequence at that level or above reversed), then each run cut where the
 * font changes. The isolate marks are not drawn.
 */
export function visualPieces(text: string, fonts: ScriptFonts): Piece[] {
  if (!text) return [];
  const line = isolateTechnicalRuns(text);
  const { levels } = bidi.getEmbeddingLevels(line, "rtl");
  // Brackets and the like in a right-to-left run are drawn with their mirrored glyph (rule L4).
  const mirrored = bidi.getMirroredCharactersMap(line, levels);
  const runs: Array<{ start: number; end: number; level: number }> = [];
  for (let i = 0; i < line.length; i++) {
    const last = runs[runs.length - 1];
    if (last && last.level === levels[i]) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, level: levels[i]! });
  }
  const highest = Math.max(...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 ? r.level : r.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; ) {
      if (runs[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < runs.length && runs[j]!.level >= level) j++;
      runs.splice(i, j - i, ...runs.slice(i, j).reverse());
      i = j;
    }
  }
  const pieces: Piece[] = [];
  for (const run of runs) {
    const rtl = run.level % 2 === 1;
    const chunks: Piece[] = [];
    for (let i = run.start; i < run.end; i++) {
      const char = mirrored.get(i) ?? line[i]!;
      if (char === LRI || char === PDI) continue;
      const font = ARABIC.test(char) && hasGlyph(fonts.arabic, char) ? fonts.arabic : fonts.latin;
      const last = chunks[chunks.length - 1];
      if (last && last.font === font) last.text += char;
      else chunks.push({ text: char, font, rtl });
    }
    // A right-to-left run is drawn from its end: its chunks reversed, and the characters of a Latin
    // chunk in it (spaces, punctuation) too; fontkit orders an Arabic chunk's glyphs itself.
    if (rtl) {
      chunks.reverse();
      for (const chunk of chunks) if (chunk.font !== fonts.arabic) chunk.text = [...chunk.text].reverse().join("");
    }
    pieces.push(...chunks);
  }
  return pieces.filter((piece) => piece.text);
}

export const piecesWidth = (pieces: Piece[], size: number) => pieces.reduce((sum, piece) => sum + piece.font.widthOfTextAtSize(piece.text, size), 0);

/** Draws a line right to left, its right edge at `right`. Returns the line's width. */
export function drawRtlLine(page: PDFPage, line: string, fonts: ScriptFonts, { right, y, size, color }: { right: number; y: number; size: number; color: RGB }): number {
  const pieces = visualPieces(line, fonts);
  const width = piecesWidth(pieces, size);
  let x = right - width;
  for (const piece of pieces) {
    page.drawText(piece.text, { x, y, size, font: piece.font, color });
    x += piece.font.widthOfTextAtSize(piece.text, size);
  }
  return width;
}
