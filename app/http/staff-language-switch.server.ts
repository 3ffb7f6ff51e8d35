import { redirect } from "react-router";
import { safeRedirect } from "~/http/safe-redirect";
import { langCookie } from "~/i18n/language.server";
import { isLocale } from "~/i18n/locales";

/**
 * `?lang=xx` on a staff page (which has no language prefix): remember the choice in the cookie
 * and show the clean URL. Returns the redirect to throw, or undefined.
 */
export function staffLanguageSwitch(request: Request, secure: boolean): Response | undefined {
  const url = new URL(request.url);
  const chosen = url.searchParams.get("lang");
  if (!isLocale(chosen)) return undefined;
  url.searchParams.delete("lang");
  const query = url.searchParams.size ? `?${url.searchParams}` : "";
  return redirect(safeRedirect(url.pathname + query), { headers: { "Set-Cookie": langCookie(chosen, secure) } });
}
