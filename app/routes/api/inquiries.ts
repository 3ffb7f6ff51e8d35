import { preferredLocale } from "~/i18n/language.server";
import { inquiryApiAction } from "~/inquiries/inquiry-responses.server";
import type { Route } from "./+types/inquiries";

/** POST /api/inquiries: a contact message or quote request (`kind`), JSON or form-encoded. */
export function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") {
    return Response.json(
      { error: { code: "method_not_allowed", message: "Use POST." } },
      { status: 405, headers: { Allow: "POST" } },
    );
  }
  return inquiryApiAction(args, preferredLocale(args.request));
}

export function loader() {
  return Response.json({ error: { code: "method_not_allowed", message: "Use POST." } }, { status: 405, headers: { Allow: "POST" } });
}
