import { describe, expect, it } from "vitest";
import { A4, PdfComposer } from "~/media/pdf-composer.server";
import { readPdf } from "../support/pdf-text";

describe("PdfComposer (pdf-lib)", () => {
  it("writes an A4 document that pdf-lib reads back, with its title, language and text", async () => {
    const pdf = await PdfComposer.create({ title: "RM22-TG20 datasheet", language: "fr" });
    pdf.text("RM22-TG20", { size: 22, bold: true }).text("Relais de contrôle d'ordre de phase (208–480 V CA), 10 A", { gap: 4 }).row("Tension", "24 V DC");
    const read = await readPdf(await pdf.save());
    expect(read.doc.getTitle()).toBe("RM22-TG20 datasheet");
    expect(read.pages).toHaveLength(1);
    expect(read.pages[0]!.size).toEqual({ width: A4.width, height: A4.height });
    expect(read.text).toContain("RM22-TG20");
    // Accents and the en dash are drawn as the font's own characters.
    expect(read.text).toContain("Relais de contrôle d'ordre de phase (208–480 V CA), 10 A");
    expect(read.text).toContain("24 V DC");
  });

  it("adds pages as needed, or keeps to one page and says what was cut", async () => {
    const many = await PdfComposer.create({ title: "long", language: "en" });
    for (let i = 0; i < 120; i++) many.row(`Line ${i} (with parentheses) \\ backslash`, "24 V");
    const read = await readPdf(await many.save());
    expect(read.pages.length).toBeGreaterThan(1);
    expect(read.text).toContain("Line 119 (with parentheses) \\ backslash");

    const one = await PdfComposer.create({ title: "sheet", language: "en", onePage: true });
    for (let i = 0; i < 120; i++) one.row(`Line ${i}`, "24 V");
    expect(one.truncated).toBe(true);
    expect((await readPdf(await one.save())).pages).toHaveLength(1);
  });

  it("wraps at the font's widths, cuts words longer than a line, and spells signs the font lacks", async () => {
    const pdf = await PdfComposer.create({ title: "x", language: "en" });
    const lines = pdf.wrap("one two three four five six seven eight nine ten", 60, 10);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(" ")).toBe("one two three four five six seven eight nine ten");
    expect(pdf.wrap("X".repeat(200), 100, 10).length).toBeGreaterThan(1);
    expect(pdf.clean("10 kΩ ≤ 5 → ok")).toBe("10 kOhm <= 5 -> ok");
    expect(pdf.clean("漢字")).toBe("??");
  });
});
