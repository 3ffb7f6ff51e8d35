import { data, type LoaderFunctionArgs } from "react-router";
import { requireAdmin } from "~/auth/require-admin.server";

// The guard of a tab whose screen comes with a later issue: the session is checked in the loader
// and the action alike, and nothing can be changed yet.
export async function loadPlaceholderTab({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  await requireAdmin(request, context);
  return null;
}

export async function refusePlaceholderChange({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  await requireAdmin(request, context);
  throw data(null, { status: 405 });
}
