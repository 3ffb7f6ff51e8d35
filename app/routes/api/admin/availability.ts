import { MAX_SYNC_BYTES, MAX_SYNC_LINES } from "~/availability/availability-schema";
import { syncAvailability } from "~/availability/availability-sync.server";
import { RequestError, invalidInput } from "~/http/errors";
import { json, type RequestArgs } from "~/http/kit.server";

const handlers = {
  /**
   * PUT /api/admin/availability: the ERP's bulk sync, {"lines": [...]} of up to MAX_SYNC_LINES
   * lines keyed by part number (and location). 200 with what changed, what was unknown and what
   * was refused; 400 naming each refused line, 413 over the limit; nothing is written then.
   */
  PUT: async (call) => {
    const body = await call.body(MAX_SYNC_BYTES);
    const lines = body.lines;
    if (!Array.isArray(lines)) throw invalidInput({ lines: { key: "availability.errors.linesRequired", vars: { max: MAX_SYNC_LINES } } });
    if (lines.length > MAX_SYNC_LINES) {
      throw new RequestError("payload_too_large", { key: "availability.errors.tooManyLines", vars: { max: MAX_SYNC_LINES, line: MAX_SYNC_LINES + 1 } });
    }
    const unknownKeys = Object.keys(body).filter((key) => key !== "lines");
    if (unknownKeys.length) throw invalidInput({ [unknownKeys[0]!]: { key: "availability.errors.unknownField" } });
    const result = await syncAvailability(call.db, lines, call.actor, (location) => call.t("availability.errors.unknownLocation", { location }));
    return Response.json(result);
  },
} satisfies Parameters<typeof json>[2];

// An API key needs `availability:write` (the kit checks it before the handler).
const options = { access: "editor", scopes: { PUT: "availability:write" } } as const;
export const loader = (args: RequestArgs) => json(args, options, handlers);
export const action = (args: RequestArgs) => json(args, options, handlers);
