import { describe, expect, it } from "vitest";
import { looksPersonal } from "~/catalogue/search/search-log";

// The zero-result log keeps no e-mail address or phone number (decision 020, docs/security.md).
describe("looksPersonal", () => {
  it.each([
    "jane.doe@example.com",
    // Audit 31: a domain without a dot was kept, as "john doe example".
    "john.doe@example",
    "someone@localhost",
    "relay for john@acme",
    // The full-width at sign.
    "john＠example.com",
    "john [at] example.com",
    "john(at)example",
    "john at example dot com",
    "jean arobase exemple point ma",
    "+212 522 12 34 56",
    "0522/12/34/56 relay",
    "06.12.34.56.78",
    "0522–12–34–56",
    // Arabic-Indic digits.
    "٠٥٢٢١٢٣٤٥٦",
  ])("does not keep %j", (query) => {
    expect(looksPersonal(query)).toBe(true);
  });

  it.each(["relais statique 25a", "flux capacitor 88a", "G2R-1-E 24VDC", "timer 0.1 s to 10 h", "sensor at 24 v", "M12 4 pin", "2024 catalogue", "12345678"])("keeps %j", (query) => {
    expect(looksPersonal(query)).toBe(false);
  });
});
