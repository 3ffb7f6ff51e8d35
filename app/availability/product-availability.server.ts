// One product's figures: the product form, the by-part-number upsert and the admin reads.
import type { AdminActor } from "~/audit/admin-actor.server";
import { contentChanged } from "~/cache/content-cache.server";
import type { Database } from "~/db/client.server";
import { DomainError, type FieldProblems } from "~/errors";
import { type Locale, pickLocalized } from "~/i18n/locales";
import { type Availability, leadTimeText } from "./availability";
import { type AvailabilityFieldsData, availabilityFormValuesFrom, availabilityFormValuesOf, emptyAvailabilityForm, readAvailabilityForm } from "./availability-form";
import type { AvailabilityInput } from "./availability-schema";
import { announceAvailabilityChanges, applyAvailability, availabilityWritten, listStockLocations, readAvailability, readStockLocations, replaceWrite } from "./availability.server";

/** A product's figures as the form and the API give them back (lead time as text, stock by location key). */
export interface AvailabilityFields {
  stock: Record<string, number>;
  leadTime: string | null;
  minimumOrder: number | null;
  orderMultiple: number | null;
  updatedAt: string | null;
}

export async function readProductAvailabilityInput(db: Database, productId: number): Promise<AvailabilityFields> {
  const availability = (await readAvailability(db, [productId])).get(productId);
  return {
    stock: Object.fromEntries((availability?.stock ?? []).map((s) => [s.location, s.quantity])),
    leadTime: availability?.leadTime ? leadTimeText(availability.leadTime) : null,
    minimumOrder: availability?.minimumOrder ?? null,
    orderMultiple: availability?.orderMultiple ?? null,
    updatedAt: availability?.updatedAt ?? null,
  };
}

/** Refuses stock for a location that is not in the settings' list (field `availability.stock.<key>`). */
export async function checkLocations(db: Database, input: AvailabilityInput, field = "availability.stock"): Promise<void> {
  const known = new Set((await listStockLocations(db)).map((l) => l.key));
  const fields: FieldProblems = {};
  for (const key of Object.keys(input.stock)) {
    if (!known.has(key)) fields[`${field}.${key}`] = { key: "availability.errors.unknownLocation", vars: { location: key } };
  }
  if (Object.keys(fields).length) throw new DomainError("invalid", Object.values(fields)[0]!, { fields });
}

/**
 * Replaces one product's figures inside the caller's transaction `tx` (a location left out has
 * none, unless it is in `untouched`): the `availability.changed` event and the audit entry are written in it too. Whether
 * anything changed; the caller calls contentChanged() once the transaction is committed.
 */
export async function writeProductAvailability(tx: Database, productId: number, input: AvailabilityInput, actor: AdminActor, untouched?: ReadonlySet<string>): Promise<boolean> {
  const locations = await readStockLocations(tx);
  const write = replaceWrite(productId, { ...input, stock: input.stock }, locations);
  // Locations the caller gave no figure for, not even a blank (the form's, added meanwhile): kept as stored.
  for (const location of locations) if (untouched?.has(location.key)) write.stock!.delete(location.id);
  const applied = await applyAvailability(tx, [write]);
  await announceAvailabilityChanges(tx, applied.products);
  if (applied.products.size) {
    await availabilityWritten(tx, actor, { action: "availability.update", entityId: String(productId), after: { ...input, leadTime: leadTimeText(input.leadTime) || null } }, false);
  }
  return applied.products.size > 0;
}

/** Replaces one product's figures in a transaction of its own (a location left out has none); whether anything changed. */
export async function upsertAvailability(db: Database, productId: number, input: AvailabilityInput, actor: AdminActor): Promise<boolean> {
  await checkLocations(db, input);
  const changed = await db.transaction(async (tx) => writeProductAvailability(tx as unknown as Database, productId, input, actor));
  if (changed) contentChanged();
  return changed;
}

/** The product form's fieldset: the locations in the settings' order and the product's figures (none for a new product). */
export async function availabilityFormData(db: Database, productId?: number): Promise<AvailabilityFieldsData> {
  const [locations, stored] = await Promise.all([listStockLocations(db), productId ? readAvailability(db, [productId]) : new Map<number, Availability>()]);
  const availability = productId ? stored.get(productId) : undefined;
  return {
    locations: locations.map(({ key, name }) => ({ key, name })),
    values: availability
      ? availabilityFormValuesOf({ ...availability, stock: Object.fromEntries(availability.stock.map((s) => [s.location, s.quantity])) })
      : emptyAvailabilityForm(),
    updatedAt: availability?.updatedAt ?? null,
  };
}

/**
 * The fieldset of a posted product form: what was typed (to show it again) and the figures, or
 * each field's problem. Location names in the problems are in the admin's language.
 */
export async function availabilityFromForm(db: Database, form: FormData, locale: Locale) {
  const locations = await listStockLocations(db);
  const values = availabilityFormValuesFrom(form, locations.map((l) => l.key));
  return { values, read: readAvailabilityForm(values, locations.map((l) => ({ key: l.key, name: pickLocalized(l.name, locale) || l.key }))) };
}
