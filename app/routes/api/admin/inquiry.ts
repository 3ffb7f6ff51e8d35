import { invalidInput, notFound } from "~/http/errors";
import { type Call, json, type RequestArgs, routeId, validate } from "~/http/kit.server";
import { deleteInquiry, getInquiryDetail, setInquiryRead } from "~/inquiries/admin-inbox.server";
import { INQUIRY_READ_FLAG, inquiryReadSchema } from "~/inquiries/inbox-filters";
import { setQuoteStatus } from "~/inquiries/quote-pipeline.server";
import { QUOTE_STATUSES, quoteStatusChangeSchema } from "~/inquiries/quote-status";

// One change per call: the read flag, or a quote request's status.
const allowed = { allowed: QUOTE_STATUSES.join(", ") };

const NOT_FOUND = "admin.inbox.errors.notFound";
const missing = (call: Call) => notFound(NOT_FOUND, { id: call.params.id ?? "" });
const inquiryId = (call: Call) => routeId(call.params.id, missing(call));

const handlers = {
  /** GET /api/admin/inquiries/{id}: the inquiry with its replies and tasks (reading does not mark it read). */
  GET: async (call) => {
    const detail = await getInquiryDetail(call.db, inquiryId(call));
    if (!detail) throw missing(call);
    return Response.json(detail);
  },
  /** PATCH {read: boolean} marks it read or unread; PATCH {status} moves a quote request. */
  PATCH: async (call) => {
    const id = inquiryId(call);
    const body = await call.body();
    const keys = Object.keys(body);
    if (keys.length === 1 && keys[0] === "read") {
      const { read } = validate(inquiryReadSchema, body, { invalid: INQUIRY_READ_FLAG });
      const updated = await setInquiryRead(call.db, id, read, call.actor);
      if (!updated) throw missing(call);
      return Response.json(updated);
    }
    if (keys.length !== 1 || keys[0] !== "status") throw invalidInput({ form: { key: "admin.quotes.errors.patch", vars: allowed } });
    const parsed = quoteStatusChangeSchema.safeParse(body);
    if (!parsed.success) throw invalidInput({ status: { key: "admin.quotes.errors.status", vars: allowed } });
    const outcome = await setQuoteStatus(call.db, id, parsed.data.status, call.actor);
    if (outcome.status === "not_found") throw missing(call);
    if (outcome.status === "not_a_quote") throw invalidInput({ status: { key: "admin.quotes.errors.notAQuote" } });
    return Response.json(outcome.inquiry);
  },
  /** DELETE removes it with its replies. */
  DELETE: async (call) => {
    if (!(await deleteInquiry(call.db, inquiryId(call), call.actor))) throw missing(call);
    return new Response(null, { status: 204 });
  },
} satisfies Parameters<typeof json>[2];

export const loader = (args: RequestArgs) => json(args, { access: "editor", scopes: { GET: "inquiries:read", PATCH: "inquiries:write" } }, handlers);
export const action = (args: RequestArgs) => json(args, { access: "editor", scopes: { GET: "inquiries:read", PATCH: "inquiries:write" } }, handlers);

