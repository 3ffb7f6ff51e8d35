// The product form's availability fieldset (issue 34): one quantity per stock location, the lead
// time as "from", "to" and a unit, the minimum order and the order multiple. Plain (no server
// code): the form renders these values, the action reads them back. A blank field is "no
// figure" (On request), never 0; a value that cannot be read is refused with its field named.
import type { FieldProblems } from "~/errors";
import type { Localized } from "~/i18n/locales";
import { type LeadTime, type LeadTimeUnit, MAX_FIGURE, MAX_LEAD_DAYS, leadTimeDays } from "./availability";
import type { AvailabilityInput } from "./availability-schema";

/** What the fieldset posts, as typed (so a refused form comes back as it was). */
export interface AvailabilityFormValues {
  /** By location key. */
  stock: Record<string, string>;
  leadTimeMin: string;
  leadTimeMax: string;
  leadTimeUnit: string;
  minimumOrder: string;
  orderMultiple: string;
}

/** What the product form's fieldset shows. */
export interface AvailabilityFieldsData {
  locations: { key: string; name: Localized }[];
  values: AvailabilityFormValues;
  /** When the stored figures last changed (ISO), null without figures. */
  updatedAt: string | null;
}

export const AVAILABILITY_FIELD = "availability";
const LEAD_UNITS: readonly LeadTimeUnit[] = ["days", "weeks"];
const E = "availability.form.errors";

export const emptyAvailabilityForm = (): AvailabilityFormValues => ({ stock: {}, leadTimeMin: "", leadTimeMax: "", leadTimeUnit: "weeks", minimumOrder: "", orderMultiple: "" });

/** The stored figures as the form shows them. */
export function availabilityFormValuesOf(figures: { stock: Record<string, number>; leadTime: LeadTime | null; minimumOrder: number | null; orderMultiple: number | null }): AvailabilityFormValues {
  const lead = figures.leadTime;
  return {
    stock: Object.fromEntries(Object.entries(figures.stock).map(([key, quantity]) => [key, String(quantity)])),
    leadTimeMin: lead ? String(lead.min) : "",
    leadTimeMax: lead && lead.max !== lead.min ? String(lead.max) : "",
    leadTimeUnit: lead?.unit ?? "weeks",
    minimumOrder: figures.minimumOrder === null ? "" : String(figures.minimumOrder),
    orderMultiple: figures.orderMultiple === null ? "" : String(figures.orderMultiple),
  };
}

/**
 * What a refused form shows again: the fields as posted, and for a location the post had no field
 * for (added while the form was open: kept as stored by the save) its stored figure, so that
 * saving the form again does not clear it.
 */
export function refusedFormValues(stored: AvailabilityFormValues, posted: AvailabilityFormValues | undefined): AvailabilityFormValues {
  return posted ? { ...posted, stock: { ...stored.stock, ...posted.stock } } : stored;
}

/** The fieldset's fields of a posted form (`availability.stock.<key>`, `availability.leadTimeMin`, ...), for the locations in the settings. */
export function availabilityFormValuesFrom(form: FormData, locationKeys: readonly string[]): AvailabilityFormValues {
  const text = (name: string) => {
    const value = form.get(`${AVAILABILITY_FIELD}.${name}`);
    return typeof value === "string" ? value : "";
  };
  return {
    // A location whose field was not posted (added while the form was open) is left as stored.
    stock: Object.fromEntries(locationKeys.filter((key) => form.has(`${AVAILABILITY_FIELD}.stock.${key}`)).map((key) => [key, text(`stock.${key}`)])),
    leadTimeMin: text("leadTimeMin"),
    leadTimeMax: text("leadTimeMax"),
    leadTimeUnit: text("leadTimeUnit") || "weeks",
    minimumOrder: text("minimumOrder"),
    orderMultiple: text("orderMultiple"),
  };
}

/**
 * A whole number as staff type it ("1 200" reads as 1200; a comma is refused, since "1,5" is a
 * fraction in French); null when blank; undefined when it does not read.
 */
export function readWholeNumber(text: string): number | null | undefined {
  const value = text.trim().replace(/[\s\u00a0\u202f]/g, "");
  if (!value) return null;
  if (!/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= MAX_FIGURE ? n : undefined;
}

/**
 * The figures the form gives, and the locations it gave no field for (`untouched`: kept as
 * stored), or each field's problem (field names as posted, messages naming the field).
 */
export function readAvailabilityForm(
  values: AvailabilityFormValues,
  locations: readonly { key: string; name: string }[],
): { ok: true; input: AvailabilityInput; untouched: Set<string> } | { ok: false; problems: FieldProblems } {
  const problems: FieldProblems = {};
  const field = (name: string) => `${AVAILABILITY_FIELD}.${name}`;
  const stock: Record<string, number> = {};
  const untouched = new Set<string>();
  for (const location of locations) {
    const typed = values.stock[location.key];
    if (typed === undefined) {
      untouched.add(location.key);
      continue;
    }
    const quantity = readWholeNumber(typed);
    if (quantity === undefined) problems[field(`stock.${location.key}`)] = { key: `${E}.stock`, vars: { location: location.name } };
    else if (quantity !== null) stock[location.key] = quantity;
  }
  const min = readWholeNumber(values.leadTimeMin);
  const max = readWholeNumber(values.leadTimeMax);
  const unit = LEAD_UNITS.find((u) => u === values.leadTimeUnit);
  let leadTime: LeadTime | null = null;
  if (min === undefined) problems[field("leadTimeMin")] = { key: `${E}.leadTimeMin` };
  if (max === undefined) problems[field("leadTimeMax")] = { key: `${E}.leadTimeMax` };
  if (!unit) problems[field("leadTimeUnit")] = { key: `${E}.leadTimeUnit` };
  if (min === null && typeof max === "number") problems[field("leadTimeMin")] = { key: `${E}.leadTimeMinMissing` };
  if (typeof min === "number" && max !== undefined && unit) {
    const lead = { min, max: max ?? min, unit };
    if (lead.max < lead.min) problems[field("leadTimeMax")] = { key: `${E}.leadTimeMaxBelowMin`, vars: { min } };
    else if (leadTimeDays(lead) > MAX_LEAD_DAYS) problems[field("leadTimeMax")] = { key: `${E}.leadTimeTooLong`, vars: { days: MAX_LEAD_DAYS } };
    else leadTime = lead;
  }
  const minimumOrder = readWholeNumber(values.minimumOrder);
  if (minimumOrder === undefined || minimumOrder === 0) problems[field("minimumOrder")] = { key: `${E}.minimumOrder` };
  const orderMultiple = readWholeNumber(values.orderMultiple);
  if (orderMultiple === undefined || orderMultiple === 0) problems[field("orderMultiple")] = { key: `${E}.orderMultiple` };
  if (Object.keys(problems).length) return { ok: false, problems };
  return { ok: true, input: { stock, leadTime, minimumOrder: minimumOrder ?? null, orderMultiple: orderMultiple ?? null }, untouched };
}
