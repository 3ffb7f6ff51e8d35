import { createEndpoint, deleteEndpoint, endpointInputSchema, resendDelivery, setEndpointActive } from "~/webhooks/endpoints.server";
import { isProduction } from "~/webhooks/url-check.server";
import { page, type RequestArgs, routeId, validate } from "~/http/kit.server";
import { notFound } from "~/http/errors";

export type WebhooksActionResult =
  | { intent: "create"; ok: true; url: string; secret: string }
  | { intent: "pause" | "resume" | "delete" | "resend"; ok: true }
  | { intent: string; ok: false; message: string; fields?: Record<string, string>; values?: Record<string, unknown> };

const missing = () => notFound("admin.webhooks.errors.notFound");

/**
 * POST /admin/webhooks (and /admin/webhooks/{id}): `intent` create (url, description, events),
 * pause, resume or delete (id), resend (id, delivery).
 */
export const webhooksAction = (args: RequestArgs) => {
  let intent = "create";
  let values: Record<string, unknown> | undefined;
  return page(
    args,
    { access: "admin" },
    async (call): Promise<WebhooksActionResult> => {
      const form = await call.formData();
      intent = String(form.get("intent") ?? "create");
      if (intent === "create") {
        values = { url: form.get("url"), description: form.get("description"), events: form.getAll("events") };
        const input = validate(
          endpointInputSchema,
          { url: String(form.get("url") ?? ""), description: String(form.get("description") ?? ""), events: form.getAll("events").map(String) },
          { invalid: "admin.webhooks.errors.eventsRequired" },
        );
        const created = await createEndpoint(call.db, input, call.actor, { production: isProduction() });
        return { intent, ok: true, url: created.url, secret: created.secret };
      }
      const id = routeId(String(form.get("id") ?? args.params?.id ?? ""), missing());
      if (intent === "pause" || intent === "resume") {
        if (!(await setEndpointActive(call.db, id, intent === "resume", call.actor))) throw missing();
        return { intent, ok: true };
      }
      if (intent === "delete") {
        if (!(await deleteEndpoint(call.db, id, call.actor))) throw missing();
        return { intent, ok: true };
      }
      if (intent === "resend") {
        const delivery = routeId(String(form.get("delivery") ?? ""), missing());
        if (!(await resendDelivery(call.db, id, delivery, call.actor))) throw missing();
        return { intent, ok: true };
      }
      throw missing();
    },
    (rendered): WebhooksActionResult => ({ intent, ok: false, message: rendered.message, fields: rendered.fields, values }),
  );
};
