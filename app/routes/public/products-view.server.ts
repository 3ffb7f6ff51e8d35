import { type CookieRules, readCookie, setCookie } from "~/security/cookies.server";
import { storedItems } from "~/security/cookie-register";

/** How the product list is shown: cards (default) or a table; the last choice is remembered. */
export type ListView = "cards" | "table";

const rules: CookieRules = { name: storedItems.listView.name, sameSite: "lax", httpOnly: false, maxAge: storedItems.listView.maxAge };
const isListView = (value: string | null | undefined): value is ListView => value === "cards" || value === "table";

/**
 * The view `?view=` asks for, else the one remembered in the `list_view` cookie, else cards; with
 * the cookie to set when the URL's choice is new (a link, so it works without JavaScript).
 */
export function readListView(request: Request): { view: ListView; setCookie?: string } {
  const url = new URL(request.url);
  const asked = url.searchParams.get("view");
  const remembered = readCookie(request, rules.name);
  const stored = isListView(remembered) ? remembered : undefined;
  if (isListView(asked)) {
    return { view: asked, setCookie: asked === stored ? undefined : setCookie(rules, asked, url.protocol === "https:") };
  }
  return { view: stored ?? "cards" };
}
