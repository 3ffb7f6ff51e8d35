import { describe, expect, it } from "vitest";
import { auditActionText, auditCount } from "~/audit/audit-words";
import { bundledMessages } from "~/i18n/bundled";
import { type Locale } from "~/i18n/locales";
import { translate } from "~/i18n/translate";

// Issue 17: the audit log says what happened in words, and a bulk action its number with the
// language's plural form.
const t = (locale: Locale) => (key: string, vars?: Record<string, string | number>) => translate(bundledMessages[locale], key, vars, locale);
const entry = (action: string, after: unknown = null) => ({ action, after });

describe("audit entries in words", () => {
  it("count bulk activations, deactivations and deletions with one/other forms in English and French", () => {
    const cases: [string, number, string, string][] = [
      ["product.activate", 1, "Activated 1 product", "1 produit activé"],
      ["product.activate", 3, "Activated 3 products", "3 produits activés"],
      ["product.deactivate", 1, "Deactivated 1 product", "1 produit désactivé"],
      ["product.deactivate", 12, "Deactivated 12 products", "12 produits désactivés"],
      ["product.delete", 1, "Deleted 1 product", "1 produit supprimé"],
      ["product.delete", 2, "Deleted 2 products", "2 produits supprimés"],
    ];
    for (const [action, count, en, fr] of cases) {
      const after = { count, partNumbers: Array.from({ length: count }, (_, i) => `VT-${i}`) };
      expect(auditActionText(entry(action, after), t("en"))).toBe(en);
      expect(auditActionText(entry(action, after), t("fr"))).toBe(fr);
    }
  });

  it("read older bulk entries (a list of part numbers, no count) the same way", () => {
    expect(auditCount({ partNumbers: ["A", "B"] })).toBe(2);
    expect(auditActionText(entry("product.deactivate", { partNumbers: ["A", "B"] }), t("fr"))).toBe("2 produits désactivés");
  });

  it("fall back to the action's label without a count, and to its code when it has no label", () => {
    expect(auditCount(null)).toBeUndefined();
    expect(auditCount({ count: "3" })).toBeUndefined();
    expect(auditActionText(entry("product.delete", { partNumber: "X" }), t("en"))).toBe("Deleted a product");
    expect(auditActionText(entry("product.import", { count: 4 }), t("en"))).toBe("Imported products from a CSV file");
    expect(auditActionText(entry("nobody.knows"), t("fr"))).toBe("nobody.knows");
  });

  it("have both plural forms of every counted action in both languages", () => {
    for (const locale of ["en", "fr"] as const) {
      const counted = Object.keys(bundledMessages[locale]).filter((key) => key.startsWith("audit.counted."));
      const actions = new Set(counted.map((key) => key.replace(/\.(one|other)$/, "")));
      expect(actions.size).toBeGreaterThanOrEqual(3);
      for (const action of actions) for (const form of ["one", "other"]) expect(bundledMessages[locale][`${action}.${form}`], `${locale} ${action}.${form}`).toBeTruthy();
    }
  });
});
