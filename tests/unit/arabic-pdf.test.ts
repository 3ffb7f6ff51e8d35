import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { QuotationLineRow } from "~/db/schema";
import { bundledMessages } from "~/i18n/bundled";
import { translate } from "~/i18n/translate";
import { type QuotationRow, renderQuotationPdf } from "~/inquiries/quotation-pdf.server";
import { embedArabicFonts, visualPieces } from "~/media/pdf-bidi.server";
import { A4, PdfComposer } from "~/media/pdf-composer.server";

// Decision 067: Arabic in PDFs, shaped (joined letters) and laid out right to left, with part
// numbers and values left to right.
const require = createRequire(import.meta.url);
const woff = fs.readFileSync(require.resolve("@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff"));

async function fonts() {
  const doc = await PDFDocument.create();
  const arabic = await embedArabicFonts(doc);
  return { latin: await doc.embedFont(StandardFonts.Helvetica), arabic: arabic.regular };
}

describe("Arabic shaping through fontkit", () => {
  it("lays a word out with its joined (contextual) forms, not the isolated letters, last letter first", () => {
    const font = fontkit.create(woff);
    const word = "مرحل";
    const isolated = [...word].map((char) => font.glyphForCodePoint(char.codePointAt(0)!).id);
    const run = font.layout(word);
    const shaped = run.glyphs.map((g) => g.id);
    expect(shaped).toHaveLength(4);
    // Visual order: the run comes right to left, so its first glyph is the last letter (lam).
    expect(run.glyphs[0]!.codePoints).toEqual([0x0644]);
    expect(run.glyphs[3]!.codePoints).toEqual([0x0645]);
    // Every letter of the word joins a neighbour: none is drawn with its isolated glyph.
    for (const id of shaped) expect(isolated).not.toContain(id);
    // The presentation forms: final lam, initial hah (after reh, which does not join left), final reh, initial meem.
    expect(run.glyphs.map((g) => (g as unknown as { name: string }).name)).toEqual(["uniFEDE", "uniFEA3", "uniFEAE", "uniFEE3"]);
  });
});

describe("the bidirectional order of a line (visualPieces)", () => {
  it("keeps a part number and a value left to right inside Arabic text, the first Arabic word on the right", async () => {
    const f = await fonts();
    const pieces = visualPieces("مرحل RM22TG20 بجهد 24 V DC", f);
    const texts = pieces.map((p) => p.text);
    // Left to right on the page: the value, then the second word, the part number, the first word.
    expect(texts.join("")).toBe("24 V DC بجهد RM22TG20 مرحل");
    expect(texts).toContain("RM22TG20");
    const part = pieces.find((p) => p.text.includes("RM22TG20"))!;
    expect(part.font).toBe(f.latin);
    expect(part.rtl).toBe(false);
    expect(pieces.at(-1)).toMatchObject({ text: "مرحل", font: f.arabic, rtl: true });
    expect(pieces[0]).toMatchObject({ text: "24 V DC", font: f.latin, rtl: false });
  });

  it("draws the brackets around a value in Arabic text facing it (mirrored), and keeps a sign before its number", async () => {
    const f = await fonts();
    const visual = (line: string) => visualPieces(line, f).map((p) => p.text).join("");
    // Read right to left: the word, then the bracketed rate; drawn left to right, "(20%)". (Each
    // Arabic word is a piece in its logical order, which fontkit lays out; the words in visual order.)
    expect(visual("الخصم (20%)")).toBe("(20%) الخصم");
    expect(visual("شروط التسليم (Incoterms)")).toBe("(Incoterms) التسليم شروط");
    expect(visual("الهاتف +212 522 000 000")).toBe("+212 522 000 000 الهاتف");
    // A bracket the run opens itself stays in it.
    expect(visual("جهد 100 (AC) V")).toBe("100 (AC) V جهد");
  });

  it("leaves a line without Arabic in one left-to-right run", async () => {
    const f = await fonts();
    expect(visualPieces("Q-2026-0042", f)).toEqual([{ text: "Q-2026-0042", font: f.latin, rtl: false }]);
  });
});

/** The page rendered by pdftoppm (poppler-utils), 50 dpi unless given, as grey pixels. */
async function render(pdf: Buffer, dpi = 50) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arabic-pdf-"));
  fs.writeFileSync(path.join(dir, "sheet.pdf"), pdf);
  execFileSync("pdftoppm", ["-png", "-r", String(dpi), "-f", "1", "-l", "1", path.join(dir, "sheet.pdf"), path.join(dir, "page")]);
  const png = fs.readdirSync(dir).find((name) => name.endsWith(".png"))!;
  const bytes = fs.readFileSync(path.join(dir, png));
  fs.rmSync(dir, { recursive: true, force: true });
  const { data, info } = await sharp(bytes).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { png: bytes, data, width: info.width, height: info.height };
}

/** The fonts of a PDF as pdffonts (poppler-utils) lists them. */
async function fontsOf(pdf: Buffer) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "arabic-pdf-")), "doc.pdf");
  fs.writeFileSync(file, pdf);
  const listed = execFileSync("pdffonts", [file]).toString();
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return listed;
}

/**
 * The leftmost and rightmost inked columns of each text line of the page (rows of ink between
 * blank rows); ink is a pixel darker than `ink` (255 is white).
 */
function lineExtents({ data, width, height }: { data: Buffer; width: number; height: number }, ink = 128) {
  const lines: Array<{ left: number; right: number }> = [];
  let current: { left: number; right: number } | undefined;
  for (let y = 0; y < height; y++) {
    let left = -1;
    let right = -1;
    for (let x = 0; x < width; x++) {
      if (data[y * width + x]! < ink) {
        if (left < 0) left = x;
        right = x;
      }
    }
    if (left >= 0) current = current ? { left: Math.min(current.left, left), right: Math.max(current.right, right) } : { left, right };
    else if (current) {
      lines.push(current);
      current = undefined;
    }
  }
  return lines;
}

async function sheet(language: string, lines: string[]) {
  const pdf = await PdfComposer.create({ title: "sheet", language });
  for (const line of lines) pdf.text(line, { size: 14, gap: 10 });
  pdf.row(language === "ar" ? "جهد الملف" : "Coil voltage", "24 V DC");
  return pdf.save();
}

describe("an Arabic page rendered to an image", () => {
  it("has its lines right-aligned at the right margin, where an English page's start at the left margin", async () => {
    const arabic = await render(await sheet("ar", ["مرحل حالة صلبة RM1A48D50", "للتركيب على اللوحة", "جهد الحمل 480 V AC"]));
    const english = await render(await sheet("en", ["Solid state relay RM1A48D50", "Panel mount", "Load voltage 480 V AC"]));
    fs.mkdirSync("test-results", { recursive: true });
    fs.writeFileSync("test-results/arabic-sheet.png", arabic.png);
    const scale = arabic.width / A4.width;
    const margin = PdfComposer.margin * scale;
    const ar = lineExtents(arabic);
    const en = lineExtents(english);
    expect(ar.length).toBeGreaterThanOrEqual(4);
    // Arabic: every line ends at the right margin (within 3 px) and they start at different places.
    for (const line of ar.slice(0, 3)) expect(Math.abs(line.right - (arabic.width - margin))).toBeLessThanOrEqual(3);
    expect(new Set(ar.slice(0, 3).map((l) => Math.round(l.left / 4))).size).toBeGreaterThan(1);
    // English: every line starts at the left margin.
    for (const line of en.slice(0, 3)) expect(Math.abs(line.left - margin)).toBeLessThanOrEqual(3);
    // The embedded Arabic font is in the Arabic document only.
    expect(await fontsOf(await sheet("ar", ["مرحل"]))).toMatch(/IBMPlexSansArabic/);
    expect(await fontsOf(await sheet("en", ["Relay"]))).not.toMatch(/IBMPlexSansArabic/);
  });
});

describe("an Arabic quotation rendered to an image", () => {
  const line = (partNumber: string, description: string, quantity: number, unitPriceMinor: number): QuotationLineRow => ({
    partNumber,
    productId: null,
    description,
    quantity,
    unitPriceMinor,
    leadTime: "",
    availability: "",
    alternative: "",
  });
  const quotation = {
    revision: 1,
    currency: "MAD",
    taxRateBp: 2000,
    pricesBeforeTax: true,
    discountBp: 0,
    validUntil: "2026-12-31",
    incoterms: "DAP Casablanca",
    paymentTerms: "",
    note: "",
    lines: [line("RM22TG20", "مرحل مراقبة ثلاثي الطور", 12, 45_000), line("XS618B1PAL2", "حساس حثي M18", 3, 21_050)],
    subtotalMinor: 603_150,
    discountMinor: 0,
    taxMinor: 120_630,
    totalMinor: 723_780,
    sentAt: new Date("2026-11-27T10:00:00Z"),
  } as QuotationRow;

  const document = (locale: "ar" | "en") =>
    renderQuotationPdf({
      quotation,
      inquiry: { reference: "Q-2026-0042", name: "سارة بنعلي", company: "ديار الصناعة", email: "buyer@example.com", phone: "+212 522 000 000", country: "MA" },
      locale,
      t: (key, vars) => translate(bundledMessages[locale], key, vars, locale),
      company: { name: "Vitrine", phone: "+212 522 123 456", email: "sales@vitrine.test", address: "" },
      logo: null,
      pageUrl: null,
    });

  it("lays its lines out from the right margin where the English one starts at the left, with the reference, part numbers and amounts left to right", async () => {
    const pdf = await document("ar");
    const arabic = await render(pdf, 100);
    const english = await render(await document("en"), 100);
    fs.mkdirSync("test-results", { recursive: true });
    fs.writeFileSync("test-results/arabic-quotation.png", arabic.png);
    const margin = PdfComposer.margin * (arabic.width / A4.width);
    // Counted with the muted texts (grey) as ink; a row's rule spans both margins and counts for both sides.
    const sides = (image: typeof arabic) => {
      const lines = lineExtents(image, 200);
      return {
        lines: lines.length,
        left: lines.filter((l) => Math.abs(l.left - margin) <= 3).length,
        right: lines.filter((l) => Math.abs(l.right - (image.width - margin)) <= 3).length,
      };
    };
    const ar = sides(arabic);
    const en = sides(english);
    expect(ar.lines).toBeGreaterThanOrEqual(15);
    expect(ar.right - ar.left).toBeGreaterThanOrEqual(8);
    expect(en.left - en.right).toBeGreaterThanOrEqual(8);
    // The Arabic letters drawn with the embedded Arabic face (shaped by fontkit, as above).
    expect(await fontsOf(pdf)).toMatch(/IBMPlexSansArabic/);
    // The left-to-right runs, read back from the page (pdftotext's embedding marks taken out): the
    // reference, each part number, the telephone numbers with their sign in front, the e-mail
    // address, the total with Western digits.
    const text = pdftotext(pdf).replace(/[\u202a-\u202e]/g, "");
    for (const run of ["Q-2026-0042", "1. RM22TG20", "2. XS618B1PAL2", "+212 522 000 000", "+212 522 123 456", "buyer@example.com", "MAD 7,237.80"]) {
      expect(text).toContain(run);
    }
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });
});

/** The text of a PDF as pdftotext (poppler-utils) reads it. */
function pdftotext(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "arabic-pdf-")), "doc.pdf");
  fs.writeFileSync(file, pdf);
  const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return text;
}
