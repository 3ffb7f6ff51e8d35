import { count, eq } from "drizzle-orm";
import writeXlsxFile from "write-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { inquiries, products, quoteDrafts } from "~/db/schema";
import { createInquiry } from "~/inquiries/create-inquiry.server";
import { acknowledgement, staffSubject } from "~/inquiries/notify-inquiry.server";
import { toInquiryValues, validateInquiry } from "~/inquiries/schema";
import { getMessages } from "~/i18n/messages.server";
import { createSmtpMailer } from "~/mail/mailer.server";
import { matchParts } from "~/quotes/match-parts.server";
import { mapFile, pasteLines, updateLines, uploadFile } from "~/quotes/parts-list-actions.server";
import { readPartsFile } from "~/quotes/parts-file.server";
import { draftItem, readDraft } from "~/quotes/quote-draft.server";
import { createTestDatabase } from "../support/database";
import { smtpSinkForFile } from "../support/mail-sink-for-file";

const sink = smtpSinkForFile();
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const DONE_WHEN = "MY2N-GS-24VDC 10\nRXM4AB2BD;5;REF-A\nLY2N 24VDC 3";
const drafts = async () => (await handle.db.select({ n: count() }).from(quoteDrafts))[0]!.n;
const idOf = async (partNumber: string) => (await handle.db.select({ id: products.id }).from(products).where(eq(products.partNumber, partNumber)))[0]!.id;

function ok<T extends { ok: boolean }>(change: T): Extract<T, { ok: true }> {
  if (!change.ok) throw new Error(JSON.stringify(change));
  return change as Extract<T, { ok: true }>;
}

describe("matching a parts list", () => {
  it("matches the issue's example: two lines to our products, one to source", async () => {
    const { draftId } = ok(await pasteLines(handle.db, null, DONE_WHEN));
    const draft = (await readDraft(handle.db, draftId))!;
    expect(draft.lines.map((l) => [l.row, l.part, l.quantity, l.reference, l.how, l.candidates[0]?.partNumber ?? null, l.choice !== null])).toEqual([
      // Our part number is written "MY2N-GS DC24": the same by the forgiving key (decision 052).
      [1, "MY2N-GS-24VDC", 10, "", "exact", "MY2N-GS DC24", true],
      [2, "RXM4AB2BD", 5, "REF-A", "exact", "RXM4AB2BD", true],
      [3, "LY2N 24VDC", 3, "", "none", null, false],
    ]);
    expect(draft.lines.map(draftItem)).toEqual([
      { productId: await idOf("MY2N-GS DC24"), partNumber: "MY2N-GS DC24", quantity: 10, requested: "MY2N-GS-24VDC" },
      { productId: await idOf("RXM4AB2BD"), partNumber: "RXM4AB2BD", quantity: 5, reference: "REF-A" },
      { productId: null, partNumber: "LY2N 24VDC", quantity: 3 },
    ]);
  });

  it("says how each line was found: another maker's part as equivalent, a near part as did you mean", async () => {
    const matches = await matchParts(handle.db, ["55.34.9.024.0040", "RXM4AB1BD", "rxm4ab2bd", "NOTHING-LIKE-IT-999", ""]);
    expect(matches.get("55.34.9.024.0040")).toEqual({
      how: "equivalent",
      candidates: [{ productId: await idOf("RXM4AB2BD"), partNumber: "RXM4AB2BD", via: { manufacturer: "Finder", partNumber: "55.34.9.024.0040" } }],
    });
    const near = matches.get("RXM4AB1BD")!;
    expect(near.how).toBe("didYouMean");
    expect(near.candidates.map((c) => c.partNumber)).toContain("RXM4AB2BD");
    expect(matches.get("rxm4ab2bd")?.how).toBe("exact");
    expect(matches.get("NOTHING-LIKE-IT-999")).toEqual({ how: "none", candidates: [] });
    expect(matches.get("")).toEqual({ how: "none", candidates: [] });
  });

  it("lets the buyer accept a did-you-mean, send a match as a part to source, and correct a quantity", async () => {
    const { draftId } = ok(await pasteLines(handle.db, null, "RXM4AB1BD 2 L1\nRXM4AB2BD 0 L2\nMY2N-GS DC24 1"));
    let draft = (await readDraft(handle.db, draftId))!;
    expect(draft.lines[0]!.choice).toBeNull();
    expect(draft.lines[1]).toMatchObject({ row: 2, quantity: null, error: "quantity.tooSmall", given: "0" });
    // A line with an impossible quantity is not sent until corrected.
    expect(draftItem(draft.lines[1]!)).toBeNull();
    const form = new FormData();
    form.set("choice.0", `p${await idOf("RXM4AB2BD")}`);
    form.set("lineQuantity.1", "4");
    form.set("choice.2", "source");
    form.set("choice.1", "p999999999"); // not one of the line's candidates: the part to source
    ok((await updateLines(handle.db, draftId, form))!);
    draft = (await readDraft(handle.db, draftId))!;
    expect(draft.lines.map(draftItem)).toEqual([
      { productId: await idOf("RXM4AB2BD"), partNumber: "RXM4AB2BD", quantity: 2, reference: "L1", requested: "RXM4AB1BD" },
      { productId: null, partNumber: "RXM4AB2BD", quantity: 4, reference: "L2" },
      { productId: null, partNumber: "MY2N-GS DC24", quantity: 1 },
    ]);
  });

  it("matches 500 lines, and refuses a 501st with nothing stored", async () => {
    const many = Array.from({ length: 500 }, (_, i) => `PART-${i} ${i + 1}`).join("\n");
    const before = await drafts();
    const change = ok(await pasteLines(handle.db, null, many));
    expect(change.lines).toBe(500);
    expect(await drafts()).toBe(before + 1);
    const over = await pasteLines(handle.db, change.draftId, "ONE-MORE 1");
    expect(over).toEqual({ ok: false, problem: { key: "partsList.errors.tooManyLines", vars: { count: 501, max: 500 } } });
    expect((await readDraft(handle.db, change.draftId))!.lines).toHaveLength(500);
    const tooLong = await pasteLines(handle.db, null, `${many}\nX 1`);
    expect(tooLong.ok).toBe(false);
    expect(await pasteLines(handle.db, null, "\n \n")).toEqual({ ok: false, problem: { key: "partsList.errors.noLines" } });
    expect(await drafts()).toBe(before + 1);
  });
});

describe("parts-list files", () => {
  const csv = "Part number;Qty;Your ref\nMY2N-GS-24VDC;10;\nRXM4AB2BD;5;REF-A\nLY2N 24VDC;3;\n";

  it("reads a CSV, waits for the column mapping, then matches like a paste", async () => {
    const uploaded = ok(await uploadFile(handle.db, null, { name: "list.csv", bytes: new TextEncoder().encode(csv) }));
    const pending = (await readDraft(handle.db, uploaded.draftId))!.pending!;
    expect(pending).toMatchObject({ kind: "csv", name: "list.csv", guess: { part: 0, quantity: 1, reference: 2, header: true } });
    ok(await mapFile(handle.db, uploaded.draftId, pending.guess));
    const draft = (await readDraft(handle.db, uploaded.draftId))!;
    expect(draft.pending).toBeNull();
    expect(draft.lines.map((l) => [l.row, l.how, l.reference])).toEqual([[2, "exact", ""], [3, "exact", "REF-A"], [4, "none", ""]]);
  });

  it("reads an XLSX workbook the same way, numbers as quantities, whatever the file is called", async () => {
    const bytes = await writeXlsxFile([
      [{ value: "Référence" }, { value: "Quantité" }, { value: "Repère" }],
      [{ value: "MY2N-GS-24VDC" }, { value: 10 }, null],
      [{ value: "RXM4AB2BD" }, { value: 5 }, { value: "REF-A" }],
      [{ value: "LY2N 24VDC" }, { value: 3 }, null],
    ]).toBuffer();
    const uploaded = ok(await uploadFile(handle.db, null, { name: "list.csv", bytes: new Uint8Array(bytes) }));
    const pending = (await readDraft(handle.db, uploaded.draftId))!.pending!;
    expect(pending).toMatchObject({ kind: "xlsx", guess: { part: 0, quantity: 1, reference: 2, header: true } });
    ok(await mapFile(handle.db, uploaded.draftId, pending.guess));
    const draft = (await readDraft(handle.db, uploaded.draftId))!;
    expect(draft.lines.map((l) => [l.part, l.quantity, l.reference, l.how])).toEqual([
      ["MY2N-GS-24VDC", 10, "", "exact"],
      ["RXM4AB2BD", 5, "REF-A", "exact"],
      ["LY2N 24VDC", 3, "", "none"],
    ]);
  });

  it("refuses a file that is not CSV or XLSX by its content, one over 2 MB or 500 lines, and a bad mapping; nothing is stored", async () => {
    const before = await drafts();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const refusal = async (name: string, bytes: Uint8Array) => {
      const result = await uploadFile(handle.db, null, { name, bytes });
      return result.ok ? "stored" : result.problem.key;
    };
    expect(await refusal("parts.csv", png)).toBe("partsList.errors.fileType");
    // A ZIP that is not a workbook.
    expect(await refusal("parts.xlsx", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]))).toBe("partsList.errors.fileUnreadable");
    expect(await refusal("parts.csv", new Uint8Array(2 * 1024 * 1024 + 1).fill(0x41))).toBe("partsList.errors.fileTooLarge");
    const rows = Array.from({ length: 502 }, (_, i) => `P${i};1`).join("\n");
    expect(await refusal("parts.csv", new TextEncoder().encode(rows))).toBe("partsList.errors.fileTooManyLines");
    expect(await refusal("parts.csv", new Uint8Array())).toBe("partsList.errors.fileEmpty");
    expect(await drafts()).toBe(before);

    const uploaded = ok(await uploadFile(handle.db, null, { name: "ok.csv", bytes: new TextEncoder().encode(csv) }));
    expect(await mapFile(handle.db, uploaded.draftId, { part: 1, quantity: 1, reference: -1, header: true })).toEqual({ ok: false, problem: { key: "partsList.errors.mapping" } });
    expect(await mapFile(handle.db, uploaded.draftId, { part: 7, quantity: 1, reference: -1, header: true })).toEqual({ ok: false, problem: { key: "partsList.errors.mapping" } });
    expect((await readDraft(handle.db, uploaded.draftId))!.lines).toEqual([]);
  });

  it("reads a CSV saved by Excel in Windows-1252", async () => {
    const latin = new Uint8Array([...Buffer.from("Réf;Qté\nRXM4AB2BD;2\n", "latin1")]);
    const read = await readPartsFile(latin);
    expect(read).toEqual({ ok: true, kind: "csv", rows: [["Réf", "Qté"], ["RXM4AB2BD", "2"]] });
  });
});

describe("the confirmation mails", () => {
  function quoteInput(items: unknown[], company = "Atlas Automation") {
    const result = validateInquiry(
      toInquiryValues({ kind: "quote", name: "Karim Benali", company, email: "karim@atlas-auto.ma", country: "morocco", message: "Merci.", privacyConsent: "on", items: JSON.stringify(items) }),
    );
    if (!result.success) throw new Error(JSON.stringify(result.errors));
    return result.data;
  }

  it("lists every line in the acknowledgement, and the staff subject carries the reference, the company and the line count", async () => {
    const { draftId } = ok(await pasteLines(handle.db, null, DONE_WHEN));
    const items = (await readDraft(handle.db, draftId))!.lines.map(draftItem);
    const mailer = createSmtpMailer(sink.url, "ventes@vitrine.test");
    const before = sink.messages.length;
    const { inquiry, notification } = await createInquiry(handle.db, quoteInput(items), "fr", mailer);
    expect(await notification).toEqual({ staff: "sent", acknowledgement: "sent" });
    const mails = (await sink.waitFor(before + 2)).slice(before);
    const staff = mails.find((m) => m.to.includes("ventes@vitrine.test"))!;
    const ack = mails.find((m) => m.to.includes("karim@atlas-auto.ma"))!;
    expect(staff.headers.subject).toMatch(new RegExp(`${inquiry.reference} · Atlas Automation · 3 (lines|lignes)$`));
    expect(staff.text).toContain("MY2N-GS DC24 × 10");
    expect(staff.text).toContain("REF-A");
    expect(ack.text).toContain(inquiry.reference!);
    expect(ack.text).toContain("Les 3 lignes demandées\u00a0:");
    expect(ack.text).toContain("1. MY2N-GS-24VDC × 10 (notre produit MY2N-GS DC24)");
    expect(ack.text).toContain("2. RXM4AB2BD × 5 (votre repère REF-A; notre produit RXM4AB2BD)");
    expect(ack.text).toContain("3. LY2N 24VDC × 3 (à sourcer\u00a0: nous la recherchons)");
    const [stored] = await handle.db.select({ items: inquiries.items }).from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(stored!.items![1]).toEqual({ productId: await idOf("RXM4AB2BD"), partNumber: "RXM4AB2BD", quantity: 5, reference: "REF-A" });
  });

  it("words the staff subject's count in both languages, with the name when there is no company", async () => {
    const [en, fr] = await Promise.all([getMessages(handle.db, "en"), getMessages(handle.db, "fr")]);
    const row = (n: number, company = "Atlas") => ({ reference: "Q-2026-0042", company, name: "Karim Benali", subject: "", items: Array.from({ length: n }, () => ({ productId: null, partNumber: "X", quantity: 1 })) });
    expect(staffSubject(row(1), en, "Vitrine", "en")).toBe("[Vitrine] Q-2026-0042 · Atlas · 1 line");
    expect(staffSubject(row(2), en, "Vitrine", "en")).toBe("[Vitrine] Q-2026-0042 · Atlas · 2 lines");
    expect(staffSubject(row(0, ""), en, "Vitrine", "en")).toBe("[Vitrine] Q-2026-0042 · Karim Benali · 0 lines");
    expect(staffSubject(row(0), fr, "Vitrine", "fr")).toBe("[Vitrine] Q-2026-0042 · Atlas · 0 ligne");
    expect(staffSubject(row(1), fr, "Vitrine", "fr")).toBe("[Vitrine] Q-2026-0042 · Atlas · 1 ligne");
    expect(staffSubject(row(2), fr, "Vitrine", "fr")).toBe("[Vitrine] Q-2026-0042 · Atlas · 2 lignes");
    expect(acknowledgement({ id: 1, reference: "Q-2026-0042", items: row(1).items }, en, undefined, "en").text).toContain("The line you asked for:\n  1. X × 1 (to source: we will look for it)");
  });

  it("refuses items with too long a reference", () => {
    const result = validateInquiry(toInquiryValues({ kind: "quote", name: "K", email: "k@a.ma", country: "morocco", message: "m", privacyConsent: "on", items: JSON.stringify([{ productId: null, partNumber: "X", quantity: 1, reference: "R".repeat(65) }]) }));
    expect(result.success).toBe(false);
  });
});
