import { describe, expect, it } from "vitest";
import { type Availability, availabilityBadge, formatLeadTime, leadTimeText, orderRules, parseLeadTime, quantityProblem, stockAsOf } from "~/availability/availability";
import { bundledMessages } from "~/i18n/bundled";
import { type Locale } from "~/i18n/locales";
import { createTranslator } from "~/i18n/translate";

const tr = (locale: Locale) => createTranslator(locale, bundledMessages[locale]).t;
const NB = "\u00a0";
const NNB = "\u202f";
const stock = (entries: Array<[string, string, number]>, extra: Partial<Availability> = {}): Availability => ({
  stock: entries.map(([location, name, quantity]) => ({ location, name: { en: name, fr: name === "Dubai" ? "Dubaï" : name }, quantity })),
  leadTime: null,
  minimumOrder: null,
  orderMultiple: null,
  updatedAt: new Date().toISOString(),
  ...extra,
});

describe("parseLeadTime", () => {
  it("reads lead times as staff and ERPs write them, in both languages", () => {
    expect(parseLeadTime("3-4 weeks")).toEqual({ min: 3, max: 4, unit: "weeks" });
    expect(parseLeadTime("3 à 4 semaines")).toEqual({ min: 3, max: 4, unit: "weeks" });
    expect(parseLeadTime("3–4 sem.")).toEqual({ min: 3, max: 4, unit: "weeks" });
    expect(parseLeadTime("10 days")).toEqual({ min: 10, max: 10, unit: "days" });
    expect(parseLeadTime("10j")).toEqual({ min: 10, max: 10, unit: "days" });
    expect(parseLeadTime("2W")).toEqual({ min: 2, max: 2, unit: "weeks" });
    expect(parseLeadTime("15")).toEqual({ min: 15, max: 15, unit: "days" });
    expect(parseLeadTime("")).toBeNull();
    for (const bad of ["soon", "4-3 weeks", "-2 days", "3 months", "9999 weeks", "3 weeks 2 days"]) expect(parseLeadTime(bad), bad).toBeUndefined();
    expect(parseLeadTime(leadTimeText({ min: 3, max: 4, unit: "weeks" }))).toEqual({ min: 3, max: 4, unit: "weeks" });
  });
});

describe("the availability strings", () => {
  it("says in stock with the reader's number format and the location's name in each language", () => {
    const a = stock([["casablanca", "Casablanca", 1200], ["dubai", "Dubai", 5]]);
    expect(availabilityBadge(a, tr("en"), "en")).toEqual({ kind: "stock", text: "In stock: 1,200, Casablanca (+ 1 location)" });
    expect(availabilityBadge(a, tr("fr"), "fr")).toEqual({ kind: "stock", text: `En stock${NB}: 1${NNB}200, Casablanca (+ 1 site)` });
    expect(availabilityBadge(stock([["dubai", "Dubai", 1]]), tr("fr"), "fr").text).toBe(`En stock${NB}: 1, Dubaï`);
  });

  it("says the lead time with plurals, and On request without figures, never 0 in stock", () => {
    const lead = stock([["casablanca", "Casablanca", 0]], { leadTime: { min: 3, max: 4, unit: "weeks" } });
    expect(availabilityBadge(lead, tr("en"), "en")).toEqual({ kind: "lead", text: "Lead time 3-4 weeks" });
    expect(availabilityBadge(lead, tr("fr"), "fr")).toEqual({ kind: "lead", text: "Délai 3 à 4 semaines" });
    expect(formatLeadTime({ min: 1, max: 1, unit: "weeks" }, tr("en"), "en")).toBe("1 week");
    expect(formatLeadTime({ min: 1, max: 1, unit: "days" }, tr("fr"), "fr")).toBe("1 jour");
    expect(formatLeadTime({ min: 10, max: 10, unit: "days" }, tr("fr"), "fr")).toBe("10 jours");
    expect(availabilityBadge(null, tr("en"), "en")).toEqual({ kind: "request", text: "On request" });
    expect(availabilityBadge(null, tr("fr"), "fr")).toEqual({ kind: "request", text: "Sur demande" });
    expect(availabilityBadge(stock([["casablanca", "Casablanca", 0]]), tr("en"), "en").text).toBe("On request");
  });

  it("says when the figures are from once they are older than a day", () => {
    const now = Date.parse("2026-11-28T12:00:00Z");
    const old = stock([["casablanca", "Casablanca", 3]], { updatedAt: "2026-11-26T09:00:00.000Z" });
    expect(stockAsOf(old, tr("en"), "en", now)).toBe("Stock as of 26 November 2026");
    expect(stockAsOf(old, tr("fr"), "fr", now)).toBe("Stock au 26 novembre 2026");
    expect(stockAsOf({ ...old, updatedAt: "2026-11-28T01:00:00.000Z" }, tr("en"), "en", now)).toBeUndefined();
    expect(stockAsOf(null, tr("en"), "en", now)).toBeUndefined();
  });

  it("states the order terms and flags a quantity below the minimum or off the multiple", () => {
    const terms = stock([], { minimumOrder: 10, orderMultiple: 5, leadTime: { min: 2, max: 2, unit: "weeks" } });
    expect(orderRules(terms, tr("en"), "en")).toBe("Minimum order 10, in multiples of 5");
    expect(orderRules(terms, tr("fr"), "fr")).toBe("Commande minimum 10, par multiples de 5");
    expect(quantityProblem(terms, 4)).toEqual({ kind: "belowMinimum", minimum: 10 });
    expect(quantityProblem(terms, 12)).toEqual({ kind: "offMultiple", multiple: 5, next: 15 });
    expect(quantityProblem(terms, 15)).toBeUndefined();
    expect(quantityProblem(null, 1)).toBeUndefined();
  });
});
