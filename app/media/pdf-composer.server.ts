import { PageSizes, PDFDocument, type PDFFont, type PDFImage, type PDFPage, PDFString, rgb, StandardFonts } from "pdf-lib";
import qrcode from "qrcode-generator";
import sharp from "sharp";
import { dirOf, isLocale } from "~/i18n/locales";
import { drawRtlLine, embedArabicFonts, piecesWidth, type ScriptFonts, visualPieces } from "./pdf-bidi.server";

/**
 * Text documents on A4 over pdf-lib: lines wrapped at the font's real widths, key/value tables,
 * pages added as needed (or, for a one-page sheet, content cut where the page ends), an image
 * and a QR code. Helvetica is a standard font: nothing to embed, text stays searchable. A document
 * in a right-to-left language (Arabic) also embeds IBM Plex Sans Arabic, lays each line out in
 * bidirectional order (pdf-bidi.server.ts) and aligns it on the right (decision 067).
 */

export const A4 = { width: PageSizes.A4[0], height: PageSizes.A4[1] };
const MARGIN = 48;
const INK = rgb(0.09, 0.13, 0.2);
const MUTED = rgb(0.38, 0.43, 0.5);
const RULE = rgb(0.85, 0.87, 0.9);
const LINK = rgb(0.05, 0.3, 0.55);
// Images other than PNG and JPEG are drawn from a PNG of at most this many pixels a side.
const RASTER_SIDE = 800;

// WinAnsi (the standard fonts' encoding) lacks a few signs our data uses: spell them.
const FALLBACKS: Record<string, string> = { "Ω": "Ohm", "≤": "<=", "≥": ">=", "→": "->", "−": "-", "‑": "-", "\u202f": " ", "\u00a0": " " };

export interface TextOptions {
  size?: number;
  bold?: boolean;
  muted?: boolean;
  /** Space before, in points. */
  gap?: number;
  indent?: number;
}

export interface ComposerOptions {
  title: string;
  language: string;
  /** One page only: what does not fit is left out and `truncated` says so. */
  onePage?: boolean;
  /** Space kept free at the bottom of each page (a footer drawn by the caller), in points. */
  bottomReserve?: number;
}

export class PdfComposer {
  private page: PDFPage;
  private y: number;
  /** Room kept on the right for an image, until the text has gone below `bottom`. */
  private inset = { width: 0, bottom: 0 };
  /** Set when a one-page document ran out of room. */
  truncated = false;

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly options: ComposerOptions,
    /** The Arabic fonts of a right-to-left document (none for a left-to-right one). */
    private readonly arabic?: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  static async create(options: ComposerOptions): Promise<PdfComposer> {
    const doc = await PDFDocument.create();
    doc.setTitle(options.title);
    doc.setLanguage(options.language);
    doc.setProducer("Vitrine (pdf-lib)");
    doc.setCreator("Vitrine");
    const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
    const rtl = isLocale(options.language) && dirOf(options.language) === "rtl";
    return new PdfComposer(doc, regular, bold, options, rtl ? await embedArabicFonts(doc) : undefined);
  }

  /** Whether lines run right to left (an Arabic document). */
  get rtl(): boolean {
    return this.arabic !== undefined;
  }

  private fonts(bold: boolean): ScriptFonts {
    return { latin: bold ? this.bold : this.regular, arabic: bold ? this.arabic!.bold : this.arabic!.regular };
  }

  /** A line's width at `size`: each run in its font in a right-to-left document. */
  widthOf(text: string, size: number, bold = false): number {
    if (this.arabic) return piecesWidth(visualPieces(text, this.fonts(bold)), size);
    return (bold ? this.bold : this.regular).widthOfTextAtSize(text, size);
  }

  /**
   * Draws one line: from `x` in a left-to-right document; in a right-to-left one, in bidirectional
   * order with its right edge at the mirror of `x` (the same distance from the right margin). Returns
   * the line's left edge and width.
   */
  private drawLine(page: PDFPage, line: string, { x, y, size, bold = false, color }: { x: number; y: number; size: number; bold?: boolean; color: ReturnType<typeof rgb> }): { left: number; width: number } {
    if (!this.arabic) {
      const font = bold ? this.bold : this.regular;
      page.drawText(line, { x, y, size, font, color });
      return { left: x, width: font.widthOfTextAtSize(line, size) };
    }
    const right = A4.width - x;
    const width = drawRtlLine(page, line, this.fonts(bold), { right, y, size, color });
    return { left: right - width, width };
  }

  get contentWidth(): number {
    return A4.width - 2 * MARGIN;
  }

  get currentPage(): PDFPage {
    return this.page;
  }

  /** Text the font can draw: unknown signs spelt out or replaced by "?". */
  clean(text: string, font: PDFFont = this.regular): string {
    const known = new Set([...font.getCharacterSet(), ...(this.arabic ? this.arabic.regular.getCharacterSet() : [])]);
    let out = "";
    for (const char of text.replace(/\s+/g, " ")) {
      if (known.has(char.codePointAt(0)!)) out += char;
      else out += FALLBACKS[char] ?? "?";
    }
    return out;
  }

  /** Lines of at most `width` points, broken at spaces (a word longer than the line is cut). */
  wrap(text: string, width: number, size: number, bold = false): string[] {
    const font = bold ? this.bold : this.regular;
    const lines: string[] = [];
    let current = "";
    for (let word of this.clean(text, font).split(" ").filter(Boolean)) {
      while (this.widthOf(word, size, bold) > width && word.length > 1) {
        let cut = word.length - 1;
        while (cut > 1 && this.widthOf(word.slice(0, cut), size, bold) > width) cut--;
        if (current) lines.push(current);
        lines.push(word.slice(0, cut));
        current = "";
        word = word.slice(cut);
      }
      const candidate = current ? `${current} ${word}` : word;
      if (current && this.widthOf(candidate, size, bold) > width) {
        lines.push(current);
        current = word;
      } else {
        current = candidate;
      }
    }
    if (current) lines.push(current);
    return lines;
  }

  /** Room for `height` more points on this page: a new page, or false when the document is one page. */
  private room(height: number): boolean {
    if (this.truncated) return false;
    const floor = MARGIN + (this.options.bottomReserve ?? 0);
    if (this.y - height >= floor) return true;
    if (this.options.onePage) {
      this.truncated = true;
      return false;
    }
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
    return true;
  }

  text(text: string, { size = 10, bold = false, muted = false, gap = 0, indent = 0 }: TextOptions = {}): this {
    const lines = this.wrap(text, this.lineWidth(indent), size, bold);
    lines.forEach((line, i) => {
      const advance = (i === 0 ? gap : 0) + size * 1.3;
      if (!this.room(advance)) return;
      this.y -= advance;
      this.drawLine(this.page, line, { x: MARGIN + indent, y: this.y, size, bold, color: muted ? MUTED : INK });
    });
    return this;
  }

  /**
   * `label` as the visible text (underlined, in the link colour) with `url` as the PDF link
   * annotation of each of its lines, so a reader clicks a name rather than reading an address.
   */
  link(label: string, url: string, { size = 10, gap = 0, indent = 0 }: Omit<TextOptions, "bold" | "muted"> = {}): this {
    const lines = this.wrap(label, this.lineWidth(indent), size);
    lines.forEach((line, i) => {
      const advance = (i === 0 ? gap : 0) + size * 1.3;
      if (!this.room(advance)) return;
      this.y -= advance;
      const { left: x, width } = this.drawLine(this.page, line, { x: MARGIN + indent, y: this.y, size, color: LINK });
      this.page.drawLine({ start: { x, y: this.y - 1.5 }, end: { x: x + width, y: this.y - 1.5 }, thickness: 0.5, color: LINK });
      this.addLink(this.page, [x, this.y - 3, x + width, this.y + size], url);
    });
    return this;
  }

  private addLink(page: PDFPage, rect: [number, number, number, number], url: string) {
    const annotation = this.doc.context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: rect,
      Border: [0, 0, 0],
      A: { Type: "Action", S: "URI", URI: PDFString.of(url) },
    });
    page.node.addAnnot(this.doc.context.register(annotation));
  }

  /** The width of a line `indent` points in, narrower while an image sits on the right. */
  private lineWidth(indent: number): number {
    const beside = this.inset.width && this.y > this.inset.bottom ? this.inset.width : 0;
    return this.contentWidth - indent - beside;
  }

  /** Draws `image` fitted in a box at the right margin, its top at the current line; text wraps beside it. */
  imageRight(image: PDFImage, box: { width: number; height: number }, { gap = 0 }: { gap?: number } = {}): this {
    const { width, height } = image.scaleToFit(box.width, box.height);
    const top = this.y - gap;
    // On the left in a right-to-left document, where its lines end.
    this.page.drawImage(image, { x: this.rtl ? MARGIN : A4.width - MARGIN - width, y: top - height, width, height });
    this.inset = { width: box.width + 16, bottom: top - height };
    return this;
  }

  /** Goes on below an image drawn on the right (tables use the whole width). */
  clearRight(): this {
    if (this.inset.width && this.y > this.inset.bottom) this.y = this.inset.bottom;
    this.inset = { width: 0, bottom: 0 };
    return this;
  }

  gap(points: number): this {
    if (this.room(points)) this.y -= points;
    return this;
  }

  /** A two-column table row (label, value), wrapped in its columns, with a rule under it. */
  row(label: string, value: string, { labelWidth = 190, size = 9.5 }: { labelWidth?: number; size?: number } = {}): this {
    const labels = this.wrap(label, labelWidth - 8, size);
    const values = this.wrap(value, this.contentWidth - labelWidth, size, true);
    const lines = Math.max(labels.length, values.length, 1);
    const height = lines * size * 1.3 + 5;
    if (!this.room(height)) return this;
    for (let i = 0; i < lines; i++) {
      const y = this.y - (i + 1) * size * 1.3;
      if (labels[i]) this.drawLine(this.page, labels[i]!, { x: MARGIN, y, size, color: MUTED });
      if (values[i]) this.drawLine(this.page, values[i]!, { x: MARGIN + labelWidth, y, size, bold: true, color: INK });
    }
    this.y -= height;
    this.page.drawLine({ start: { x: MARGIN, y: this.y + 2 }, end: { x: A4.width - MARGIN, y: this.y + 2 }, thickness: 0.5, color: RULE });
    return this;
  }

  /**
   * An image pdf-lib can draw: PNG and JPEG as they are; any other format sharp reads (SVG,
   * WebP, AVIF, ...) rasterised to a PNG of at most RASTER_SIDE pixels a side. Undefined when the
   * bytes are no image (the document goes without it).
   */
  async embedImage(bytes: Uint8Array): Promise<PDFImage | undefined> {
    try {
      if (bytes[0] === 0x89 && bytes[1] === 0x50) return await this.doc.embedPng(bytes);
      if (bytes[0] === 0xff && bytes[1] === 0xd8) return await this.doc.embedJpg(bytes);
      return await this.doc.embedPng(await rasterise(bytes));
    } catch {
      // A damaged or unknown file: the document goes without it.
    }
    return undefined;
  }

  /** A QR code of `data`, `size` points wide, its lower-left corner at (x, y) of the first page. */
  drawQrCode(data: string, x: number, y: number, size: number) {
    const code = qrcode(0, "M");
    code.addData(data);
    code.make();
    const count = code.getModuleCount();
    const cell = size / count;
    const page = this.doc.getPage(0);
    for (let row = 0; row < count; row++) {
      for (let col = 0; col < count; col++) {
        if (code.isDark(row, col)) page.drawRectangle({ x: x + col * cell, y: y + (count - row - 1) * cell, width: cell, height: cell, color: INK });
      }
    }
  }

  /** A line of small text at a fixed height of the first page (footers). */
  drawFooterText(text: string, x: number, y: number, { size = 8, bold = false, maxWidth, url }: { size?: number; bold?: boolean; maxWidth?: number; url?: string } = {}) {
    const lines = this.wrap(text, maxWidth ?? this.contentWidth, size, bold);
    const page = this.doc.getPage(0);
    lines.forEach((line, i) => {
      const lineY = y - i * size * 1.3;
      // A footer line starts at `x` in either direction (the caller places it).
      const width = this.widthOf(line, size, bold);
      this.drawLine(page, line, { x: this.rtl ? A4.width - x - width : x, y: lineY, size, bold, color: url ? LINK : MUTED });
      if (url) this.addLink(page, [x, lineY - 3, x + width, lineY + size], url);
    });
  }

  /** The y of the next line (points from the page's bottom). */
  get cursor(): number {
    return this.y;
  }

  static get margin(): number {
    return MARGIN;
  }

  async save(): Promise<Buffer> {
    return Buffer.from(await this.doc.save());
  }
}

/** A PNG of `bytes` (any format sharp reads); a vector image is drawn at RASTER_SIDE pixels wide or high. */
async function rasterise(bytes: Uint8Array): Promise<Buffer> {
  const input = Buffer.from(bytes);
  const meta = await sharp(input, { limitInputPixels: 40_000_000 }).metadata();
  const vector = meta.format === "svg";
  // An SVG is drawn at 72 dpi unless told: its density is chosen for RASTER_SIDE pixels.
  const side = Math.max(meta.width ?? RASTER_SIDE, meta.height ?? RASTER_SIDE);
  const density = vector ? Math.min(2400, Math.max(72, (72 * RASTER_SIDE) / side)) : undefined;
  return sharp(input, { limitInputPixels: 40_000_000, ...(density ? { density } : {}) })
    .resize({ width: RASTER_SIDE, height: RASTER_SIDE, fit: "inside", withoutEnlargement: true })
    .png()
    .toBuffer();
}
