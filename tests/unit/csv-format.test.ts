import { describe, expect, it } from "vitest";
import { formatCell, formatRow, neutralizeFormula, restoreFormula } from "~/csv/csv-format";

describe("CSV cells", () => {
  it("quotes separators, quotes, line breaks and edge spaces (RFC 4180)", () => {
    expect(formatCell("plain")).toBe("plain");
    expect(formatCell("a,b")).toBe('"a,b"');
    expect(formatCell("a;b")).toBe('"a;b"');
    expect(formatCell('12" rack')).toBe('"12"" rack"');
    expect(formatCell("two\nlines")).toBe('"two\nlines"');
    expect(formatCell(" padded")).toBe('" padded"');
    expect(formatCell(null)).toBe("");
    expect(formatCell(42)).toBe("42");
    expect(formatCell(-40)).toBe("-40");
  });

  it("neutralises every formula start, and the guard reverses exactly", () => {
    for (const payload of ["=HYPERLINK(\"http://x\")", "+1+1", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd", "'=already"]) {
      const guarded = neutralizeFormula(payload);
      expect(guarded.startsWith("'")).toBe(true);
      expect(restoreFormula(guarded)).toBe(payload);
    }
    expect(neutralizeFormula("Relay 24 V")).toBe("Relay 24 V");
    expect(restoreFormula("'quoted by a person")).toBe("'quoted by a person");
  });

  it("ends records with CRLF", () => {
    expect(formatRow(["a", "=1", 2, null])).toBe("a,'=1,2,\r\n");
  });
});
