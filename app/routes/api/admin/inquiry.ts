import { z } from "zod";
import { apiError, methodNotAllowed } from "~/http/api-error.server";
import { adminApi, readApiInput, routeId } from "~/http/admin-api.server";
import { deleteInquiry, getInquiryDetail, setInquiryRead } from "~/inquiries/admin-inbox.server";
import { setQuoteStatus } from "~/inquiries/quote-pipeline.server";
import { QUOTE_STATUSES } from "~/inquiries/quote-status";
import type { Route } from "./+types/inquiry";

// One change per call: the read flag, or a quote request's status.
const patchSchema = z.union([z.object({ read: z.boolean() }).strict(), z.object({ status: z.enum(QUOTE_STATUSES) }).strict()]);

const notFound = (t: (key: string, vars?: Record<string, string>) => string, id: string) =>
  apiError(404, "not_found", t("admin.inbox.errors.notFound", { id }));

/** GET /api/admin/inquiries/{id}: the inquiry with its replies and tasks (reading does not mark it read). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, t } = await adminApi(request, context);
  const id = routeId(params.id);
  const detail = id === undefined ? undefined : await getInquiryDetail(db, id);
  return detail ? Response.json(detail) : notFound(t, params.id);
}

/** PATCH {read: boolean} marks it read or unread; DELETE removes it with its replies. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, t, by } = await adminApi(request, context);
  const id = routeId(params.id);
  if (request.method === "PATCH") {
    const allowed = QUOTE_STATUSES.join(", ");
    const input = await readApiInput(request, patchSchema, t, () => t("admin.quotes.errors.patch", { allowed }));
    if (!input.ok) return input.response;
    if (id === undefined) return notFound(t, params.id);
    if ("read" in input.value) {
      const updated = await setInquiryRead(db, id, input.value.read, by);
      return updated ? Response.json(updated) : notFound(t, params.id);
    }
    const outcome = await setQuoteStatus(db, id, input.value.status, by);
    if (outcome.status === "not_found") return notFound(t, params.id);
    if (outcome.status === "not_a_quote") {
      return apiError(400, "invalid_input", t("admin.quotes.errors.notAQuote"), { fields: { status: t("admin.quotes.errors.notAQuote") } });
    }
    return Response.json(outcome.inquiry);
  }
  if (request.method === "DELETE") {
    const deleted = id !== undefined && (await deleteInquiry(db, id, by));
    return deleted ? new Response(null, { status: 204 }) : notFound(t, params.id);
  }
  return methodNotAllowed(t, "GET, PATCH, DELETE");
}
