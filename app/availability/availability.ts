// A product's availability as buyers see it (issue 34): stock per location, factory lead time,
// minimum order quantity and order multiple. Plain (no server code, no zod): the product card,
// table row, product page, compare and the quote list format it in the reader's language.
import { type Locale, type Localized, intlTag, pickLocalized } from "~/i18n/locales";

export type LeadTimeUnit = "days" | "weeks";

export interface LeadTime {
  min: number;
  max: number;
  unit: LeadTimeUnit;
}

export interface LocationStock {
  /** The location's key ("casablanca"), as the ERP and the CSV name it. */
  location: string;
  name: Localized;
  quantity: number;
}

export interface Availability {
  /** Each location's quantity, in the locations' order (a location without a figure is left out). */
  stock: LocationStock[];
  leadTime: LeadTime | null;
  minimumOrder: number | null;
  orderMultiple: number | null;
  /** When the figures last changed (ISO text, as loader data carries it). */
  updatedAt: string;
}

/** The largest quantity, lead time, minimum or multiple a figure may hold (a PostgreSQL integer). */
export const MAX_FIGURE = 2_000_000_000;
/** The longest name of a stock location, in each language. */
export const MAX_LOCATION_NAME = 100;
/** The longest lead time, in days, that reads as a lead time rather than a typing slip (about 3 years). */
export const MAX_LEAD_DAYS = 1100;

const UNIT_WORDS: Record<string, LeadTimeUnit> = {
  d: "days",
  day: "days",
  days: "days",
  j: "days",
  jour: "days",
  jours: "days",
  w: "weeks",
  wk: "weeks",
  wks: "weeks",
  week: "weeks",
  weeks: "weeks",
  s: "weeks",
  sem: "weeks",
  semaine: "weeks",
  semaines: "weeks",
};

/**
 * A lead time as staff and ERPs write it, in either language: "3-4 weeks", "3 à 4 semaines",
 * "10 days", "10j", "2w", "3–4 sem." A bare number is days. Undefined when it does not read, or
 * when it is longer than MAX_LEAD_DAYS; "" is no lead time (null).
 */
export function parseLeadTime(text: string): LeadTime | null | undefined {
  const value = text.trim().toLowerCase().replace(/\.$/, "");
  if (!value) return null;
  const match = /^(\d{1,4})(?:\s*(?:-|–|—|to|à|a)\s*(\d{1,4}))?\s*([a-zé]*)$/.exec(value);
  if (!match) return undefined;
  const unit = match[3] ? UNIT_WORDS[match[3]] : "days";
  if (!unit) return undefined;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  if (max < min || leadTimeDays({ min, max, unit }) > MAX_LEAD_DAYS) return undefined;
  return { min, max, unit };
}

/** The lead time as the CSV and the form write it back ("3-4 weeks", "10 days"): parseLeadTime reads it. */
export function leadTimeText(lead: LeadTime | null): string {
  if (!lead) return "";
  return `${lead.min === lead.max ? lead.min : `${lead.min}-${lead.max}`} ${lead.unit}`;
}

/** The longest wait in days (the availability sort's order). */
export const leadTimeDays = (lead: LeadTime) => lead.max * (lead.unit === "weeks" ? 7 : 1);

/** The total in stock over every location. */
export const totalStock = (availability: Availability | null) => availability?.stock.reduce((sum, s) => sum + s.quantity, 0) ?? 0;

type T = (key: string, vars?: Record<string, string | number>) => string;

const number = (locale: Locale, n: number) => new Intl.NumberFormat(intlTag(locale)).format(n);

/** "3-4 weeks" / "3 à 4 semaines", "10 days" / "10 jours", in the reader's language and plural. */
export function formatLeadTime(lead: LeadTime, t: T, locale: Locale): string {
  const key = `availability.leadTime.${lead.unit}${lead.min === lead.max ? "" : "Range"}`;
  return t(key, { count: lead.max, min: number(locale, lead.min), max: number(locale, lead.max) });
}

export type BadgeKind = "stock" | "lead" | "request";

/**
 * The one line a card or table row shows: "In stock: 120, Casablanca" (the location holding the
 * most; "+ 1 location" when others hold some too), else "Lead time 3-4 weeks", else "On request".
 */
export function availabilityBadge(availability: Availability | null, t: T, locale: Locale): { kind: BadgeKind; text: string } {
  const held = (availability?.stock ?? []).filter((s) => s.quantity > 0).sort((a, b) => b.quantity - a.quantity);
  if (held.length) {
    const first = held[0]!;
    const where = pickLocalized(first.name, locale) || first.location;
    const text = t("availability.inStockAt", { count: first.quantity, quantity: number(locale, first.quantity), location: where });
    return { kind: "stock", text: held.length > 1 ? `${text} ${t("availability.moreLocations", { count: held.length - 1 })}` : text };
  }
  if (availability?.leadTime) return { kind: "lead", text: t("availability.leadTimeBadge", { leadTime: formatLeadTime(availability.leadTime, t, locale) }) };
  return { kind: "request", text: t("availability.onRequest") };
}

/** One location's line: "120 in stock" / "120 en stock", "None in stock" / "Aucun en stock". */
export function stockLine(quantity: number, t: T, locale: Locale): string {
  return quantity > 0 ? t("availability.quantityInStock", { count: quantity, quantity: number(locale, quantity) }) : t("availability.noneInStock");
}

/** Whether figures this old should say when they are from ("stock as of ..."): over a day. */
export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** "Stock as of 26 November 2026" when the figures are older than a day, else undefined. */
export function stockAsOf(availability: Availability | null, t: T, locale: Locale, now = Date.now()): string | undefined {
  if (!availability) return undefined;
  const updated = new Date(availability.updatedAt);
  if (!(now - updated.getTime() > STALE_AFTER_MS)) return undefined;
  const date = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "long", timeZone: "UTC" }).format(updated);
  return t("availability.asOf", { date });
}

/** "Minimum order 10, multiples of 5", the parts that are set, or undefined. */
export function orderRules(availability: Availability | null, t: T, locale: Locale): string | undefined {
  const parts: string[] = [];
  if (availability?.minimumOrder && availability.minimumOrder > 1) parts.push(t("availability.minimumOrder", { quantity: number(locale, availability.minimumOrder) }));
  if (availability?.orderMultiple && availability.orderMultiple > 1) parts.push(t("availability.orderMultiple", { quantity: number(locale, availability.orderMultiple) }));
  return parts.length ? parts.join(t("availability.ruleSeparator")) : undefined;
}

/**
 * What is wrong with a quantity asked for (the quote list flags it, never refuses it): below the
 * minimum order, off the order multiple, or undefined.
 */
export function quantityProblem(
  availability: Availability | null,
  quantity: number,
): { kind: "belowMinimum"; minimum: number } | { kind: "offMultiple"; multiple: number; next: number } | undefined {
  if (!availability) return undefined;
  const { minimumOrder, orderMultiple } = availability;
  if (minimumOrder && quantity < minimumOrder) return { kind: "belowMinimum", minimum: minimumOrder };
  if (orderMultiple && orderMultiple > 1 && quantity % orderMultiple !== 0) {
    return { kind: "offMultiple", multiple: orderMultiple, next: Math.ceil(quantity / orderMultiple) * orderMultiple };
  }
  return undefined;
}
