import {
  createStockLocation,
  deleteStockLocation,
  moveStockLocation,
  renameStockLocation,
  stockLocationInputSchema,
  stockLocationNameSchema,
} from "~/availability/stock-locations.server";
import { decodeFormFields, formLocalized, formText } from "~/form-fields";
import { notFound } from "~/http/errors";
import { page, type RequestArgs, routeId, validate } from "~/http/kit.server";
import type { Localized } from "~/i18n/locales";

type Intent = "create" | "rename" | "move" | "delete";

export type StockLocationsActionResult =
  | { intent: "create"; ok: true; key: string }
  | { intent: "rename" | "move"; ok: true; id: number; changed: boolean }
  | { intent: "delete"; ok: true; key: string; products: number }
  /** A location with stock figures: nothing deleted yet, the screen asks first. */
  | { intent: "delete"; ok: false; confirm: { id: number; key: string; name: Localized; products: number } }
  | { intent: Intent; ok: false; id?: number; message: string; fields?: Record<string, string>; values?: { key?: string; name?: Localized } };

const INTENTS: readonly Intent[] = ["create", "rename", "move", "delete"];
const FIELD_KEYS = { invalid: "admin.stockLocations.errors.invalid", required: "admin.stockLocations.errors.nameRequired" };

/**
 * POST /admin/settings/stock-locations (administrators): `intent` create (key, name.<locale>),
 * rename (id, name.<locale>: the key never changes), move (id, direction up or down) or delete
 * (id; `confirm` once the screen has said how many products hold stock there).
 */
export const stockLocationsAction = (args: RequestArgs) => {
  let intent: Intent = "create";
  let id: number | undefined;
  let values: { key?: string; name?: Localized } | undefined;
  return page(
    args,
    { access: "admin" },
    async (call): Promise<StockLocationsActionResult> => {
      const form = await call.formData();
      const posted = String(form.get("intent") ?? "create");
      intent = INTENTS.find((i) => i === posted) ?? "create";
      const fields = decodeFormFields(form);
      if (intent === "create") {
        values = { key: formText(fields.key), name: formLocalized(fields.name) };
        const input = validate(stockLocationInputSchema, values, FIELD_KEYS);
        const created = await createStockLocation(call.db, input, call.actor);
        return { intent, ok: true, key: created.key };
      }
      const missing = notFound("admin.stockLocations.errors.notFound");
      id = routeId(formText(fields.id), missing);
      if (intent === "rename") {
        values = { name: formLocalized(fields.name) };
        const input = validate(stockLocationNameSchema, values, FIELD_KEYS);
        return { intent, ok: true, id, changed: await renameStockLocation(call.db, id, input.name, call.actor) };
      }
      if (intent === "move") {
        const direction = formText(fields.direction) === "up" ? "up" : "down";
        return { intent, ok: true, id, changed: await moveStockLocation(call.db, id, direction, call.actor) };
      }
      const outcome = await deleteStockLocation(call.db, id, formText(fields.confirm) === "yes", call.actor);
      if (!outcome.deleted) return { intent: "delete", ok: false, confirm: { id, key: outcome.key, name: outcome.name, products: outcome.products } };
      return { intent: "delete", ok: true, key: outcome.key, products: outcome.products };
    },
    (rendered): StockLocationsActionResult => ({ intent, ok: false, id, message: rendered.message, fields: rendered.fields, values }),
  );
};
