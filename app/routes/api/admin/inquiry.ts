import { notFound } from "~/http/errors";
import { type Call, json, type RequestArgs, routeId } from "~/http/kit.server";
import { deleteInquiry, getInquiryDetail, setInquiryRead } from "~/inquiries/admin-inbox.server";
import { INQUIRY_READ_FLAG, inquiryReadSchema } from "~/inquiries/inbox-filters";


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
  /** PATCH {read: boolean} marks it read or unread. */
  PATCH: async (call) => {
    const id = inquiryId(call);
    const { read } = await call.input(inquiryReadSchema, { keys: { invalid: INQUIRY_READ_FLAG } });
    const updated = await setInquiryRead(call.db, id, read, call.actor);
    if (!updated) throw missing(call);
    return Response.json(updated);
  },
  /** DELETE removes it with its replies. */
  DELETE: async (call) => {
    if (!(await deleteInquiry(call.db, inquiryId(call), call.actor))) throw missing(call);
    return new Response(null, { status: 204 });
  },
} satisfies Parameters<typeof json>[2];

export const loader = (args: RequestArgs) => json(args, { access: "editor" }, handlers);
export const action = (args: RequestArgs) => json(args, { access: "editor" }, handlers);
