import type { Database } from "~/db/client.server";
import { matchParts } from "./match-parts.server";
import { readPartsFile } from "./parts-file.server";
import { type ColumnMapping, type ListLine, mapRows, MAX_LIST_LINES, pastedRows, guessMapping, parseQuantity, rowsWidth, validMapping } from "./parts-list";
import { type Draft, type DraftLine, type PendingFile, readDraft, saveDraft } from "./quote-draft.server";

/** Why a parts list was refused, as a message key and its values; nothing was stored. */
export interface ListProblem {
  key: string;
  vars?: Record<string, string | number>;
}

export type ListChange = { ok: true; draftId: string; lines: number } | { ok: false; problem: ListProblem };

/** The lines matched against the catalogue, each with what it matched and the preselected choice. */
export async function matchLines(db: Database, lines: ListLine[]): Promise<DraftLine[]> {
  const matches = await matchParts(db, lines.map((line) => line.part));
  return lines.map((line) => {
    const match = matches.get(line.part) ?? { how: "none" as const, candidates: [] };
    // Exact and "equivalent to" are taken unless the buyer changes them; a "did you mean" waits
    // for the buyer to accept it, and meanwhile the line is a part to source as typed.
    const choice = match.how === "exact" || match.how === "equivalent" ? (match.candidates[0]?.productId ?? null) : null;
    return { ...line, how: match.how, candidates: match.candidates, choice };
  });
}

async function appendLines(db: Database, draft: Draft | null, lines: ListLine[]): Promise<ListChange> {
  const kept = draft?.lines ?? [];
  if (!lines.length) return { ok: false, problem: { key: "partsList.errors.noLines" } };
  if (kept.length + lines.length > MAX_LIST_LINES)
    return { ok: false, problem: { key: "partsList.errors.tooManyLines", vars: { count: kept.length + lines.length, max: MAX_LIST_LINES } } };
  const matched = await matchLines(db, lines);
  const all = [...kept, ...matched];
  const draftId = await saveDraft(db, draft?.id ?? null, { lines: all, pending: null });
  return { ok: true, draftId, lines: all.length };
}

/** Pasted lines: read, the header guessed and skipped, matched, added to the draft. */
export async function pasteLines(db: Database, draftId: string | null, text: string): Promise<ListChange> {
  const rows = pastedRows(text);
  if (!rows.length) return { ok: false, problem: { key: "partsList.errors.noLines" } };
  const mapping = guessMapping(rows);
  if (rows.length - (mapping.header ? 1 : 0) > MAX_LIST_LINES)
    return { ok: false, problem: { key: "partsList.errors.tooManyLines", vars: { count: rows.length - (mapping.header ? 1 : 0), max: MAX_LIST_LINES } } };
  return appendLines(db, await readDraft(db, draftId), mapRows(rows, mapping));
}

const fileProblems = {
  empty: "partsList.errors.fileEmpty",
  tooLarge: "partsList.errors.fileTooLarge",
  unsupported: "partsList.errors.fileType",
  unreadable: "partsList.errors.fileUnreadable",
  tooManyLines: "partsList.errors.fileTooManyLines",
} as const;

/** An uploaded file: read and kept, waiting for its column mapping (the server's guess preselected). */
export async function uploadFile(db: Database, draftId: string | null, file: { name: string; bytes: Uint8Array }): Promise<ListChange> {
  const read = await readPartsFile(file.bytes);
  if (!read.ok) return { ok: false, problem: { key: fileProblems[read.problem], vars: { max: MAX_LIST_LINES, megabytes: 2 } } };
  const draft = await readDraft(db, draftId);
  const pending: PendingFile = { kind: read.kind, name: file.name.slice(0, 120), rows: read.rows, guess: guessMapping(read.rows) };
  const id = await saveDraft(db, draft?.id ?? null, { lines: draft?.lines ?? [], pending });
  return { ok: true, draftId: id, lines: draft?.lines.length ?? 0 };
}

/** The column mapping posted by the mapping step (numbers; -1 for "none"). */
export function readMapping(form: FormData): ColumnMapping {
  const column = (name: string) => {
    const value = String(form.get(name) ?? "");
    return /^-?\d{1,2}$/.test(value) ? Number(value) : Number.NaN;
  };
  return { part: column("columnPart"), quantity: column("columnQuantity"), reference: column("columnReference"), header: form.get("header") === "on" };
}

/** The waiting file's rows as lines by the buyer's mapping, matched and added to the draft. */
export async function mapFile(db: Database, draftId: string | null, mapping: ColumnMapping): Promise<ListChange> {
  const draft = await readDraft(db, draftId);
  if (!draft?.pending) return { ok: false, problem: { key: "partsList.errors.noFile" } };
  if (!validMapping(mapping, rowsWidth(draft.pending.rows))) return { ok: false, problem: { key: "partsList.errors.mapping" } };
  return appendLines(db, draft, mapRows(draft.pending.rows, mapping));
}

/** Forgets the waiting file. */
export async function cancelFile(db: Database, draftId: string | null): Promise<ListChange> {
  const draft = await readDraft(db, draftId);
  if (!draft) return { ok: true, draftId: "", lines: 0 };
  const id = await saveDraft(db, draft.id, { lines: draft.lines, pending: null });
  return { ok: true, draftId: id, lines: draft.lines.length };
}

/**
 * The buyer's changes to the draft's lines from the list's form: each line's choice ("p<id>" one
 * of its candidates, "source" the part as typed) and quantity (an impossible one keeps its error).
 */
export async function updateLines(db: Database, draftId: string | null, form: FormData): Promise<ListChange | null> {
  const draft = await readDraft(db, draftId);
  if (!draft) return null;
  const lines = draft.lines.map((line, i) => {
    const choice = form.get(`choice.${i}`);
    const quantity = form.get(`lineQuantity.${i}`);
    let next = line;
    if (typeof choice === "string") {
      const id = choice.startsWith("p") ? Number(choice.slice(1)) : null;
      next = { ...next, choice: id !== null && line.candidates.some((c) => c.productId === id) ? id : null };
    }
    if (typeof quantity === "string") {
      const parsed = parseQuantity(quantity);
      const { given: _given, ...rest } = next;
      next = "quantity" in parsed ? { ...rest, quantity: parsed.quantity, error: null } : { ...rest, quantity: null, error: parsed.error, given: quantity.trim().slice(0, 20) };
    }
    return next;
  });
  const id = await saveDraft(db, draft.id, { lines, pending: draft.pending });
  return { ok: true, draftId: id, lines: lines.length };
}

/** Removes one line of the draft (by its position). */
export async function removeLine(db: Database, draftId: string | null, index: number): Promise<ListChange | null> {
  const draft = await readDraft(db, draftId);
  if (!draft) return null;
  const lines = draft.lines.filter((_, i) => i !== index);
  const id = await saveDraft(db, draft.id, { lines, pending: draft.pending });
  return { ok: true, draftId: id, lines: lines.length };
}
