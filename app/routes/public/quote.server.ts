import { data, redirect } from "react-router";
import { safeRedirect } from "~/http/safe-redirect";
import { addQuoteLine, clampQuantity, type QuoteLine } from "~/quotes/quote-list";
import { quoteListCookie, readQuoteList } from "~/quotes/quote-cookie.server";

/**
 * The quote list's own changes (add, update quantities, remove, clear): the new list goes in the
 * cookie and the browser goes back where it was.
 */
export function changeQuoteList(request: Request, form: FormData, fallback: string) {
  const intent = form.get("intent");
  let lines: QuoteLine[] = readQuoteList(request);
  const productId = Number(form.get("productId"));
  switch (intent) {
    case "add":
      lines = addQuoteLine(lines, productId, clampQuantity(form.get("quantity")));
      break;
    case "update":
      lines = lines.map((line) => ({ ...line, quantity: clampQuantity(form.get(`quantity.${line.productId}`) ?? line.quantity) }));
      break;
    case "remove":
      lines = lines.filter((line) => line.productId !== productId);
      break;
    case "clear":
      lines = [];
      break;
    default:
      throw data(null, { status: 400 });
  }
  const secure = new URL(request.url).protocol === "https:";
  return redirect(safeRedirect(form.get("redirectTo"), fallback), { headers: { "Set-Cookie": quoteListCookie(lines, secure) } });
}
