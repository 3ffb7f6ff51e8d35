import { PageSizes, PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import qrcode from "qrcode-generator";

/**
 * Text documents on A4 over pdf-lib: lines wrapped at the font's real widths, key/value tables,
 * pages added as needed (or, for a one-page sheet, content cut where the page ends), an image
 * and a QR code. Helvetica is a standard font: nothing to embed, text stays searchable.
 */

export const A4 = { width: PageSizes.A4[0], height: PageSizes.A4[1] };
const MARGIN = 48;
const INK = rgb(0.09, 0.13, 0.2);
const MUTED = rgb(0.38, 0.43, 0.5);
const RULE = rgb(0.85, 0.87, 0.9);

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
  /** Set when a one-page document ran out of room. */
  truncated = false;

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly options: ComposerOptions,
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
    return new PdfComposer(doc, regular, bold, options);
  }

  get contentWidth(): number {
    return A4.width - 2 * MARGIN;
  }

  get currentPage(): PDFPage {
    return this.page;
  }

  /** Text the font can draw: unknown signs spelt out or replaced by "?". */
  clean(text: string, font: PDFFont = this.regular): string {
    const known = new Set(font.getCharacterSet());
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
      while (font.widthOfTextAtSize(word, size) > width && word.length > 1) {
        let cut = word.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(word.slice(0, cut), size) > width) cut--;
        if (current) lines.push(current);
        lines.push(word.slice(0, cut));
        current = "";
        word = word.slice(cut);
      }
      const candidate = current ? `${current} ${word}` : word;
      if (current && font.widthOfTextAtSize(candidate, size) > width) {
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
    const font = bold ? this.bold : this.regular;
    const lines = this.wrap(text, this.contentWidth - indent, size, bold);
    lines.forEach((line, i) => {
      const advance = (i === 0 ? gap : 0) + size * 1.3;
      if (!this.room(advance)) return;
      this.y -= advance;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: muted ? MUTED : INK });
    });
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
      if (labels[i]) this.page.drawText(labels[i]!, { x: MARGIN, y, size, font: this.regular, color: MUTED });
      if (values[i]) this.page.drawText(values[i]!, { x: MARGIN + labelWidth, y, size, font: this.bold, color: INK });
    }
    this.y -= height;
    this.page.drawLine({ start: { x: MARGIN, y: this.y + 2 }, end: { x: A4.width - MARGIN, y: this.y + 2 }, thickness: 0.5, color: RULE });
    return this;
  }

  /** A PNG or JPEG, or undefined when the bytes are neither (an SVG or WebP logo is left out). */
  async embedImage(bytes: Uint8Array): Promise<PDFImage | undefined> {
    try {
      if (bytes[0] === 0x89 && bytes[1] === 0x50) return await this.doc.embedPng(bytes);
      if (bytes[0] === 0xff && bytes[1] === 0xd8) return await this.doc.embedJpg(bytes);
    } catch {
      // A damaged file: the document goes without it.
    }
    return undefined;
  }

  /** Draws `image` fitted in a box whose top-right corner is at the page's top-right margin. */
  drawTopRight(image: PDFImage, box: { width: number; height: number }) {
    const { width, height } = image.scaleToFit(box.width, box.height);
    this.page.drawImage(image, { x: A4.width - MARGIN - width, y: A4.height - MARGIN - height, width, height });
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
  drawFooterText(text: string, x: number, y: number, { size = 8, bold = false, maxWidth }: { size?: number; bold?: boolean; maxWidth?: number } = {}) {
    const font = bold ? this.bold : this.regular;
    const lines = this.wrap(text, maxWidth ?? this.contentWidth, size, bold);
    lines.forEach((line, i) => this.doc.getPage(0).drawText(line, { x, y: y - i * size * 1.3, size, font, color: MUTED }));
  }

  static get margin(): number {
    return MARGIN;
  }

  async save(): Promise<Buffer> {
    return Buffer.from(await this.doc.save());
  }
}
