import { data, redirect } from "react-router";
import { safeRedirect } from "~/http/safe-redirect";
import { addPartLine, addQuoteLine, cleanPart, clampQuantity } from "~/quotes/quote-list";
import { quoteListCookie, readQuoteCookie } from "~/quotes/quote-cookie.server";

/**
 * The quote list's own changes (add, update quantities, remove, clear): the new list goes in the
 * cookie and the browser goes back where it was.
 */
export function changeQuoteList(request: Request, form: FormData, fallback: string) {
  const intent = form.get("intent");
  let { lines, parts } = readQuoteCookie(request);
  const productId = Number(form.get("productId"));
  switch (intent) {
    case "add":
      lines = addQuoteLine(lines, productId, clampQuantity(form.get("quantity")));
      break;
    // "Ask us for ...": the text of a search that found nothing, as a part to source (issue 32).
    case "addPart":
      parts = addPartLine(parts, form.get("part"), clampQuantity(form.get("quantity")));
      break;
    case "update":
      lines = lines.map((line) => ({ ...line, quantity: clampQuantity(form.get(`quantity.${line.productId}`) ?? line.quantity) }));
      parts = parts.map((part, i) => ({ ...part, quantity: clampQuantity(form.get(`partQuantity.${i}`) ?? part.quantity) }));
      break;
    case "remove":
      lines = lines.filter((line) => line.productId !== productId);
      break;
    case "removePart": {
      const part = cleanPart(form.get("part"));
      parts = parts.filter((line) => line.part !== part);
      break;
    }
    case "clear":
      lines = [];
      parts = [];
      break;
    default:
      throw data(null, { status: 400 });
  }
  const secure = new URL(request.url).protocol === "https:";
  return redirect(safeRedirect(form.get("redirectTo"), fallback), { headers: { "Set-Cookie": quoteListCookie(lines, secure, parts) } });
}
