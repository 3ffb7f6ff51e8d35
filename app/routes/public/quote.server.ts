import { and, eq, gt, sql } from "drizzle-orm";
import { data, redirect } from "react-router";
import { listProductsByIds } from "~/catalogue/products/products.server";
import { inquiries } from "~/db/schema";
import type { Database } from "~/db/client.server";
import type { Call } from "~/http/kit.server";
import { safeRedirect } from "~/http/safe-redirect";
import { screenPublicForm } from "~/security/public-form.server";
import type { Locale } from "~/i18n/locales";
import { translate } from "~/i18n/translate";
import { getMessages } from "~/i18n/messages.server";
import { addPartLine, addQuoteLine, cleanPart, clampQuantity, type DraftRef, type PartLine, type QuoteLine } from "~/quotes/quote-list";
import { quoteListCookie, readQuoteCookie } from "~/quotes/quote-cookie.server";
import { cancelFile, type ListChange, type ListProblem, mapFile, pasteLines, readMapping, removeLine, updateLines, uploadFile } from "~/quotes/parts-list-actions.server";
import { listItems } from "~/quotes/draft-line";
import { readDraft, saveDraft } from "~/quotes/quote-draft.server";

/** What the page shows when a parts list was refused: the message, in the buyer's language. */
export interface PartsListRefusal {
  form: "partsList";
  message: string;
  /** What was pasted, so that the buyer corrects it rather than types it again. */
  pasted?: string;
}

const secureOf = (request: Request) => new URL(request.url).protocol === "https:";

/**
 * The quote list's own changes (add, update quantities, remove, clear): the new list goes in the
 * cookie and the browser goes back where it was.
 */
export function changeQuoteList(request: Request, form: FormData, fallback: string, draft: DraftRef | null = readQuoteCookie(request).draft) {
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
      draft = null;
      break;
    default:
      throw data(null, { status: 400 });
  }
  return redirect(safeRedirect(form.get("redirectTo"), fallback), { headers: { "Set-Cookie": quoteListCookie(lines, secureOf(request), parts, draft) } });
}

const PARTS_LIST_INTENTS = new Set(["paste", "upload", "map", "cancelFile", "removeLine", "sent"]);

/**
 * The parts list's changes (issue 33): paste, upload, map a file's columns, update or remove a
 * line. The lines live in a draft on the server (decision 055); the cookie keeps its id and count.
 * A refused list stores nothing and comes back with its message.
 */
export async function changePartsList(call: Call, form: FormData, here: string, locale: Locale) {
  const { request, db } = call;
  const cookie = readQuoteCookie(request);
  const draftId = cookie.draft?.id ?? null;
  const intent = String(form.get("intent") ?? "");
  const done = (change: ListChange | null, anchor = "#parts-list") => {
    if (change && !change.ok) return refuse(db, locale, change.problem, intent === "paste" ? String(form.get("lines") ?? "") : undefined);
    const draft = change?.draftId ? { id: change.draftId, lines: change.lines } : cookie.draft;
    return redirect(`${here}${anchor}`, { headers: { "Set-Cookie": quoteListCookie(cookie.lines, secureOf(request), cookie.parts, draft) } });
  };
  if (intent === "paste" || intent === "upload" || intent === "map") {
    // The parts list has no trap field: a list matched is nothing sent.
    const screening = await screenPublicForm(db, "partsList", call.ip, null);
    if (screening.outcome === "limited") {
      const refused = await refuse(db, locale, { key: "partsList.errors.rateLimited", vars: { minutes: screening.minutes } });
      return data(refused.data, { status: 429, headers: { "Retry-After": String(screening.retryAfterSeconds) } });
    }
  }
  switch (intent) {
    case "paste":
      return done(await pasteLines(db, draftId, String(form.get("lines") ?? "")));
    case "upload": {
      const file = form.get("file");
      if (!(file instanceof File) || !file.size) return done({ ok: false, problem: { key: "partsList.errors.noFileChosen" } });
      return done(await uploadFile(db, draftId, { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }), "#parts-list-mapping");
    }
    case "map":
      return done(await mapFile(db, draftId, readMapping(form)));
    case "cancelFile":
      return done(await cancelFile(db, draftId));
    case "removeLine":
      return done(await removeLine(db, draftId, Number(form.get("line"))));
    case "sent":
      return sentWithJavaScript(call, form, here, cookie);
  }
  // "update": the products' and parts' quantities in the cookie, the lines' choices in the draft.
  const change = await updateLines(db, draftId, form);
  return changeQuoteList(request, form, here, change?.ok ? { id: change.draftId, lines: change.lines } : cookie.draft);
}

export const isPartsListIntent = (intent: FormDataEntryValue | null) => typeof intent === "string" && (PARTS_LIST_INTENTS.has(intent) || intent === "update");

/** An upload refused before its body could be read (too large, not a form): its message, nothing stored. */
export const refuseUpload = (call: Call, locale: Locale, key: string) => refuse(call.db, locale, { key, vars: { megabytes: 2 } });

async function refuse(db: Database, locale: Locale, problem: ListProblem, pasted?: string) {
  const messages = await getMessages(db, locale);
  const result: PartsListRefusal = { form: "partsList", message: translate(messages, problem.key, problem.vars, locale), ...(pasted ? { pasted: pasted.slice(0, 64_000) } : {}) };
  return data(result, { status: problem.key === "partsList.errors.fileTooLarge" ? 413 : 400 });
}

/**
 * After a request sent without JavaScript is stored: the draft remembers it (for the thank-you
 * page, to this browser only) and the list is emptied.
 */
export async function afterSent(call: Call, inquiryId: number, reference: string | null, here: string) {
  const cookie = readQuoteCookie(call.request);
  const id = await saveDraft(call.db, cookie.draft?.id ?? null, { lines: [], sentInquiryId: inquiryId });
  return redirect(`${here}?sent=${reference ?? "1"}`, { headers: { "Set-Cookie": quoteListCookie([], secureOf(call.request), [], { id, lines: 0 }) } });
}

/**
 * After a request sent with JavaScript (the form posts to the API): the page names the reference
 * it was given. The thank-you page shows that request's lines only when they are this browser's
 * own list as it stands, sent in the last 15 minutes, so a reference alone reveals nothing.
 */
async function sentWithJavaScript(call: Call, form: FormData, here: string, cookie: { lines: QuoteLine[]; parts: PartLine[]; draft: DraftRef | null }) {
  const reference = String(form.get("reference") ?? "");
  const [inquiry] = /^Q-\d{4}-\d{4,}$/.test(reference)
    ? await call.db
        .select({ id: inquiries.id, items: inquiries.items })
        .from(inquiries)
        .where(and(eq(inquiries.reference, reference), gt(inquiries.createdAt, sql`now() - interval '15 minutes'`)))
    : [];
  const draft = await readDraft(call.db, cookie.draft?.id ?? null);
  const products = await listProductsByIds(call.db, cookie.lines.map((l) => l.productId));
  const quantity = new Map(cookie.lines.map((l) => [l.productId, l.quantity]));
  const mine = listItems(products.map((p) => ({ productId: p.id, partNumber: p.partNumber, quantity: quantity.get(p.id)! })), cookie.parts, draft?.lines ?? []);
  const same = inquiry && JSON.stringify(normalizeItems(inquiry.items ?? [])) === JSON.stringify(normalizeItems(mine));
  if (!inquiry || !same) {
    const clear = new FormData();
    clear.set("intent", "clear");
    return changeQuoteList(call.request, clear, `${here}?sent=1`);
  }
  const id = await saveDraft(call.db, draft?.id ?? null, { lines: [], sentInquiryId: inquiry.id });
  return redirect(`${here}?sent=${reference}`, { headers: { "Set-Cookie": quoteListCookie([], secureOf(call.request), [], { id, lines: 0 }) } });
}

const normalizeItems = (items: Array<{ productId: number | null; partNumber: string; quantity: number; reference?: string; requested?: string }>) =>
  items.map((i) => [i.productId, i.partNumber.replace(/\s+/g, " ").trim(), i.quantity, i.reference ?? "", i.requested ?? ""]);
