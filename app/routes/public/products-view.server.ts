import { storedItems } from "~/security/cookie-register";

/** How the product list is shown: cards (default) or a table; the last choice is remembered. */
export type ListView = "cards" | "table";

const COOKIE = storedItems.listView.name;
const ONE_YEAR = storedItems.listView.maxAge;

/**
 * The view `?view=` asks for, else the one remembered in the `list_view` cookie, else cards; with
 * the cookie to set when the URL's choice is new (a link, so it works without JavaScript).
 */
export function readListView(request: Request): { view: ListView; setCookie?: string } {
  const url = new URL(request.url);
  const asked = url.searchParams.get("view");
  const stored = /(?:^|;\s*)list_view=(cards|table)(?:;|$)/.exec(request.headers.get("Cookie") ?? "")?.[1] as ListView | undefined;
  if (asked === "cards" || asked === "table") {
    const secure = url.protocol === "https:" ? "; Secure" : "";
    return { view: asked, setCookie: asked === stored ? undefined : `${COOKIE}=${asked}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure}` };
  }
  return { view: stored ?? "cards" };
}
