import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { AuditActor } from "~/audit/audit.server";
import type { Database } from "~/db/client.server";
import { parseEnv } from "~/env.server";
import type { MessageRef } from "~/errors";
import { isLocale, type Localized } from "~/i18n/locales";
import { readAltFieldName } from "~/media/bulk/alt-fields";
import { BULK_LIMITS } from "~/media/bulk/archive.server";
import { type AltEdits, applyBulkUpload, type BulkOutcome, type BulkPlan, type BulkProgress, type BulkSource, planBulkUpload } from "~/media/bulk/bulk-upload.server";
import type { MediaStorage } from "~/media/storage.server";
import { receiveBulkUpload, type ReceivedUpload } from "./media-upload.server";

// A bulk upload between its dry run and its apply, shared by the Media screen's form posts and
// the JSON API (/api/admin/media/bulk): its files wait in DATA_DIR/tmp/bulk-media/<token> (shared
// by the server's processes), at most a day.

const uploadsRoot = () => path.resolve(parseEnv().DATA_DIR, "tmp", "bulk-media");
const TOKEN = /^[a-f0-9]{32}$/;
const DAY = 24 * 60 * 60 * 1000;

async function dropOldUploads(root: string): Promise<void> {
  const names = await fs.readdir(root).catch(() => [] as string[]);
  for (const name of names) {
    const stat = await fs.stat(path.join(root, name)).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > DAY) await fs.rm(path.join(root, name), { recursive: true, force: true });
  }
}

export interface PendingUpload {
  token: string;
  dir: string;
  sources: BulkSource[];
}

export type ReceivedPending = ({ ok: true } & PendingUpload) | Extract<ReceivedUpload, { ok: false }>;

/** The request's files spooled to a new upload folder under a new token (nothing read yet). */
export async function receivePendingUpload(request: Request): Promise<ReceivedPending> {
  const root = uploadsRoot();
  await fs.mkdir(root, { recursive: true });
  await dropOldUploads(root);
  const token = randomBytes(16).toString("hex");
  const dir = path.join(root, token);
  await fs.mkdir(dir);
  try {
    const received = await receiveBulkUpload(request, dir);
    if (!received.ok) {
      await fs.rm(dir, { recursive: true, force: true });
      return received;
    }
    await fs.writeFile(path.join(dir, "files.json"), JSON.stringify(received.files.map((f) => ({ name: f.name, file: path.basename(f.path) }))));
    return { ok: true, token, dir, sources: received.files };
  } catch (error) {
    await fs.rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The dry run of a received upload (`onProgress` after each entry read). A ZIP refused as a whole
 * leaves nothing behind; otherwise the upload waits under its token for `applyPendingUpload`.
 */
export async function planPendingUpload(db: Database, upload: PendingUpload, onProgress?: (progress: BulkProgress) => void): Promise<BulkPlan> {
  try {
    const plan = await planBulkUpload(db, upload.sources, onProgress);
    if (plan.problem) await fs.rm(upload.dir, { recursive: true, force: true });
    return plan;
  } catch (error) {
    await fs.rm(upload.dir, { recursive: true, force: true });
    throw error;
  }
}

/** The upload waiting under `token`; null for a token of no upload (applied, too old, or made up). */
export async function openPendingUpload(token: string): Promise<PendingUpload | null> {
  if (!TOKEN.test(token)) return null;
  const dir = path.join(uploadsRoot(), token);
  try {
    return { token, dir, sources: (JSON.parse(await fs.readFile(path.join(dir, "files.json"), "utf8")) as { name: string; file: string }[]).map((f) => ({ name: f.name, path: path.join(dir, f.file) })) };
  } catch {
    return null;
  }
}

/** Applies a waiting upload (all or nothing, `applyBulkUpload`), then removes it. */
export async function applyPendingUpload(
  db: Database,
  storage: MediaStorage,
  upload: PendingUpload,
  actor: AuditActor & { ip?: string },
  edits: AltEdits,
  onProgress?: (progress: BulkProgress) => void,
): Promise<BulkOutcome> {
  const outcome = await applyBulkUpload(db, storage, upload.sources, actor, edits, onProgress);
  await fs.rm(upload.dir, { recursive: true, force: true });
  return outcome;
}

/** The most characters of an alt text (longer is refused, never cut silently). */
export const ALT_MAX = 250;

export type AltEditsResult = { ok: true; edits: AltEdits } | { ok: false; field: string; problem: "tooLong" | "invalid" };

/**
 * Alt text edits as the form posts them (`alt_<row>_<language>` fields) or as the JSON API takes
 * them (`{"alt": {"<row>": {"fr": "…", "en": "…"}}}`). A text over ALT_MAX, or an `alt` of the
 * wrong shape, is refused with its field.
 */
export function readAltEdits(values: Record<string, unknown>): AltEditsResult {
  const edits: AltEdits = {};
  const put = (field: string, row: string, language: string, text: unknown): AltEditsResult | undefined => {
    if (!/^\d{1,4}$/.test(row) || !isLocale(language) || typeof text !== "string") return { ok: false, field, problem: "invalid" };
    if (text.length > ALT_MAX) return { ok: false, field, problem: "tooLong" };
    (edits[Number(row)] ??= {} as Localized)[language] = text;
    return undefined;
  };
  for (const [name, value] of Object.entries(values)) {
    const named = readAltFieldName(name);
    if (named) {
      const refused = put(name, named.row, named.language, value);
      if (refused) return refused;
    }
  }
  if (values.alt !== undefined) {
    if (!values.alt || typeof values.alt !== "object" || Array.isArray(values.alt)) return { ok: false, field: "alt", problem: "invalid" };
    for (const [row, texts] of Object.entries(values.alt as Record<string, unknown>)) {
      if (!texts || typeof texts !== "object" || Array.isArray(texts)) return { ok: false, field: `alt.${row}`, problem: "invalid" };
      for (const [language, text] of Object.entries(texts as Record<string, unknown>)) {
        const refused = put(`alt.${row}.${language}`, row, language, text);
        if (refused) return refused;
      }
    }
  }
  return { ok: true, edits };
}

/** Why the upload itself was refused (a message), naming the file where one is to blame. */
export function uploadRefusal(refusal: Extract<ReceivedUpload, { ok: false }>): MessageRef {
  const vars = { files: BULK_LIMITS.files, gigabytes: BULK_LIMITS.bytes / 1024 ** 3 };
  if (refusal.filename !== undefined && (refusal.problem === "tooLarge" || refusal.problem === "tooManyFiles")) return { key: `admin.media.bulk.upload.${refusal.problem}At`, vars: { ...vars, name: refusal.filename } };
  return { key: `admin.media.bulk.upload.${refusal.problem}`, vars };
}
