import { data, type LoaderFunctionArgs } from "react-router";
import { requireAdmin } from "~/http/require-admin.server";

/**
 * The action of a screen that changes nothing itself (its forms post to their own pages): the
 * session is checked all the same, then the post is refused.
 */
export async function refuseChange({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  await requireAdmin(request, context);
  throw data(null, { status: 405 });
}
