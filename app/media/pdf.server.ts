/**
 * A small writer of text-only PDF documents (A4, Helvetica), enough for generated datasheets and
 * catalogues: valid PDF 1.4 that every viewer opens, with no dependency.
 */

export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Space before the line, in points. */
  gap?: number;
  /** Indent from the left margin, in points. */
  indent?: number;
  /** A second column, drawn at this x offset from the left margin (for key/value tables). */
  column?: { text: string; at: number };
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;

// Characters outside Latin-1 that WinAnsiEncoding still has.
const WIN_ANSI_EXTRA: Record<string, number> = {
  "€": 0x80, "…": 0x85, "‘": 0x91, "’": 0x92, "“": 0x93, "”": 0x94, "•": 0x95, "–": 0x96,
  "—": 0x97, "™": 0x99, "≤": 0x3c, "≥": 0x3e, "Ω": 0x4f, "µ": 0xb5, "±": 0xb1,
};

function encodeText(text: string): string {
  let out = "";
  for (const char of text) {
    const code = WIN_ANSI_EXTRA[char] ?? char.codePointAt(0)!;
    const byte = code <= 0xff ? code : 0x3f;
    const c = String.fromCharCode(byte);
    out += c === "\\" || c === "(" || c === ")" ? `\\${c}` : c;
  }
  return out;
}

/** Splits text into lines of at most `width` characters, at spaces. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function paginate(lines: PdfLine[]): string[] {
  const pages: string[] = [];
  let ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  const flush = () => {
    pages.push(ops.join("\n"));
    ops = [];
    y = PAGE_HEIGHT - MARGIN;
  };
  for (const line of lines) {
    const size = line.size ?? 10;
    const advance = (line.gap ?? 0) + size * 1.35;
    if (y - advance < MARGIN && ops.length > 0) flush();
    y -= advance;
    const font = line.bold ? "F2" : "F1";
    const x = MARGIN + (line.indent ?? 0);
    ops.push(`BT /${font} ${size} Tf ${x} ${y.toFixed(1)} Td (${encodeText(line.text)}) Tj ET`);
    if (line.column) {
      ops.push(
        `BT /F1 ${size} Tf ${MARGIN + line.column.at} ${y.toFixed(1)} Td (${encodeText(line.column.text)}) Tj ET`,
      );
    }
  }
  flush();
  return pages;
}

export function renderPdf(title: string, lines: PdfLine[]): Buffer {
  const pages = paginate(lines);
  const objects: string[] = [];
  // 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5 info, then page + content pairs.
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  objects[5] = `<< /Title (${encodeText(title)}) /Producer (Vitrine) >>`;
  pages.forEach((content, i) => {
    const pageId = pageIds[i]!;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`;
  });

  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, "latin1");
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) {
    body += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  }
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
