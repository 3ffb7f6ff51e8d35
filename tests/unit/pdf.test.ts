import { describe, expect, it } from "vitest";
import { renderPdf, wrapText } from "~/media/pdf.server";

describe("renderPdf", () => {
  const pdf = renderPdf("RM22-TG20 datasheet", [
    { text: "RM22-TG20", size: 22, bold: true },
    { text: "Relais de contrôle d'ordre de phase (208–480 V CA), 10 A", gap: 4 },
    ...Array.from({ length: 120 }, (_, i) => ({ text: `Line ${i} (with parentheses) \\ backslash`, column: { text: "24 V", at: 200 } })),
  ]);
  const text = pdf.toString("latin1");

  it("writes a PDF 1.4 document with a correct cross-reference table", () => {
    expect(text.startsWith("%PDF-1.4")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    entries.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
  });

  it("breaks long content into pages and escapes PDF string syntax", () => {
    expect(Number(/\/Count (\d+)/.exec(text)![1])).toBeGreaterThan(1);
    expect(text).toContain("\\(with parentheses\\) \\\\ backslash");
    // Accents and the en dash are WinAnsi bytes, not UTF-8 sequences.
    expect(pdf.includes(Buffer.from([0xf4]))).toBe(true);
    expect(pdf.includes(Buffer.from([0x96]))).toBe(true);
  });

  it("wraps text at spaces", () => {
    expect(wrapText("one two three four", 9)).toEqual(["one two", "three", "four"]);
  });
});
