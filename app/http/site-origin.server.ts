import type { RouterContextProvider } from "react-router";
import { requestInfoContext } from "~/http/request-info.server";

/**
 * The origin for canonical, hreflang and sitemap URLs: PUBLIC_URL when set, else the request's
 * host when ALLOWED_HOSTS allows it, else the default origin (`~/http/request-origin.server`).
 */
export function siteOrigin(context: Readonly<RouterContextProvider>): string {
  return context.get(requestInfoContext).origin.replace(/\/$/, "");
}
