import { notFound } from "~/http/errors";
import { json, type RequestArgs } from "~/http/kit.server";

// An unknown admin call is still an admin call: 401 without a session (so the API's shape does
// not leak to strangers), 403 for a change without the token, then 404.
const refuse = async () => {
  throw notFound("auth.errors.notFound");
};
const handlers = { GET: refuse, POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse };

export const loader = (args: RequestArgs) => json(args, { access: "editor" }, handlers);
export const action = (args: RequestArgs) => json(args, { access: "editor" }, handlers);
