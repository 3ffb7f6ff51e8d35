import fs from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import sharp from "sharp";
import { recordAudit, type AuditActor } from "~/audit/audit.server";
import { contentChanged } from "~/cache/content-cache.server";
import type { Database } from "~/db/client.server";
import { media, productDocuments, productImages, products } from "~/db/schema";
import { type Localized, locales } from "~/i18n/locales";
import { sniffFileType, type UploadType } from "../file-type";
import { renditionKeys } from "../image-variants";
import { sha256, type MediaStorage } from "../storage.server";
import { nextPosition } from "../gallery-position";
import { storeDocument, storedImageKeys, storeImage } from "../upload.server";
import { type ArchiveProblem, archiveEntryCount, BULK_LIMITS, type EntryProblem, readArchive } from "./archive.server";
import { type DocumentKind, type NameReading, readFileName } from "./file-name";

/** A file of the upload as staff sent it: a ZIP or one image or PDF, kept in a temporary file. */
export interface BulkSource {
  path: string;
  name: string;
}

/** Why a file of the upload will not be used (message key `admin.media.bulk.reasons.<reason>`). */
export type BulkReason =
  | EntryProblem
  | "notImageOrPdf"
  | "tooManyPixels"
  | "unreadableImage"
  | "empty"
  | "noProduct"
  | "ambiguous"
  | "duplicateInUpload";

export type BulkAction = "add" | "replace" | "skip";

export interface BulkRow {
  /** Its place in the upload (the key of alt text edits). */
  index: number;
  /** Its path in the ZIP, or its name. */
  name: string;
  size: number;
  kind?: "image" | "document";
  hash?: string;
  product?: { id: number; partNumber: string; name: Localized };
  action?: BulkAction;
  /** Images: the place among the product's images, 1 the first. */
  position?: number;
  documentType?: DocumentKind;
  language?: string | null;
  /** The library already holds these bytes: nothing new is stored. */
  inLibrary?: boolean;
  /** Images: the alt text per language (the product's name unless edited). */
  alt?: Localized;
  reason?: BulkReason;
  /** The part number the name was read as, for `noProduct`. */
  tried?: string;
}

export interface BulkPlan {
  rows: BulkRow[];
  /** A ZIP refused as a whole (nothing of it is listed). */
  problem?: { source: string; reason: ArchiveProblem };
  counts: { add: number; replace: number; skip: number; refused: number };
}

interface Candidate {
  row: BulkRow;
  type: UploadType;
  readings: NameReading[];
}


const isZip = async (file: string) => {
  const handle = await fs.open(file, "r");
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    return head.toString("latin1") === "PK\x03\x04" || head.toString("latin1") === "PK\x05\x06";
  } finally {
    await handle.close();
  }
};

/** Judges one file's bytes by their content: an image (within the pixel bound) or a PDF. */
async function judge(bytes: Buffer): Promise<{ type: UploadType } | { reason: BulkReason }> {
  if (bytes.length === 0) return { reason: "empty" };
  const type = sniffFileType(bytes);
  if (!type || type === "image/svg+xml") return { reason: "notImageOrPdf" };
  if (type === "application/pdf") return bytes.length > BULK_LIMITS.documentBytes ? { reason: "tooLarge" } : { type };
  if (bytes.length > BULK_LIMITS.imageBytes) return { reason: "tooLarge" };
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) return { reason: "unreadableImage" };
    if (meta.width * meta.height > BULK_LIMITS.imagePixels) return { reason: "tooManyPixels" };
  } catch {
    return { reason: "unreadableImage" };
  }
  return { type };
}

/**
 * Where a long step of the bulk upload stands, for the progress bar: `read` counts the upload's
 * entries read and checked (a ZIP's entries, directories included, or one per file sent), `store`
 * the new files stored in the library while applying.
 */
export interface BulkProgress {
  step: "read" | "store";
  done: number;
  total: number;
}

/** The entries `eachFile` will go through: a ZIP's entry count, or one per file. */
async function entryTotal(sources: BulkSource[]): Promise<number> {
  let total = 0;
  for (const source of sources) total += (await isZip(source.path)) ? ((await archiveEntryCount(source.path)) ?? 1) : 1;
  return total;
}

/**
 * Every file of the upload in turn, as bytes or as the reason it is refused unread. ZIPs are read
 * entry by entry from disk; a ZIP refused as a whole is reported once. `onEntry` follows progress.
 */
async function eachFile(
  sources: BulkSource[],
  visit: (name: string, size: number, bytes: Buffer | { reason: BulkReason }) => Promise<void>,
  onEntry?: () => void,
): Promise<{ source: string; reason: ArchiveProblem } | undefined> {
  for (const source of sources) {
    if (await isZip(source.path)) {
      const outcome = await readArchive(
        source.path,
        async (entry) => {
          if (entry.problem || !entry.read) return visit(entry.name, entry.size, { reason: entry.problem ?? "unsafePath" });
          const bytes = await entry.read();
          await visit(entry.name, entry.size, Buffer.isBuffer(bytes) ? bytes : { reason: bytes.problem });
        },
        onEntry,
      );
      if (!outcome.ok) return { source: source.name, reason: outcome.problem };
    } else {
      const stat = await fs.stat(source.path);
      const bytes = stat.size > BULK_LIMITS.documentBytes ? { reason: "tooLarge" as const } : await fs.readFile(source.path);
      await visit(source.name, stat.size, bytes);
      onEntry?.();
    }
  }
  return undefined;
}

/**
 * The dry run: reads every file, judges it by its content, matches its name to a product by the
 * part number's search key and says what applying would do. Writes nothing.
 */
export async function planBulkUpload(db: Database, sources: BulkSource[], onProgress?: (progress: BulkProgress) => void): Promise<BulkPlan> {
  const rows: BulkRow[] = [];
  const candidates: Candidate[] = [];
  const total = onProgress ? await entryTotal(sources) : 0;
  let done = 0;
  onProgress?.({ step: "read", done, total });
  const problem = await eachFile(sources, async (name, size, bytes) => {
    const row: BulkRow = { index: rows.length, name, size };
    rows.push(row);
    if (!Buffer.isBuffer(bytes)) {
      row.reason = bytes.reason;
      return;
    }
    const judged = await judge(bytes);
    if ("reason" in judged) {
      row.reason = judged.reason;
      return;
    }
    row.kind = judged.type === "application/pdf" ? "document" : "image";
    row.hash = sha256(bytes);
    const readings = readFileName(name).filter((r) => (row.kind === "image" ? !r.kind && !r.language : r.position === undefined));
    candidates.push({ row, type: judged.type, readings });
  }, onProgress ? () => onProgress({ step: "read", done: ++done, total: Math.max(total, done) }) : undefined);
  if (problem) return { rows: [], problem, counts: { add: 0, replace: 0, skip: 0, refused: 0 } };

  // Products by key, in one query.
  const keys = [...new Set(candidates.flatMap((c) => c.readings.map((r) => r.key)))];
  const found = keys.length
    ? await db
        .select({ id: products.id, partNumber: products.partNumber, key: products.partNumberKey, name: products.name })
        .from(products)
        .where(inArray(products.partNumberKey, keys))
    : [];
  const byKey = new Map<string, typeof found>();
  for (const product of found) byKey.set(product.key!, [...(byKey.get(product.key!) ?? []), product]);

  const productIds = [...new Set(found.map((p) => p.id))];
  const images = productIds.length
    ? await db
        .select({ id: productImages.id, productId: productImages.productId, hash: media.contentHash })
        .from(productImages)
        .innerJoin(media, eq(media.id, productImages.mediaId))
        .where(inArray(productImages.productId, productIds))
        .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id))
    : [];
  const documents = productIds.length
    ? await db
        .select({ productId: productDocuments.productId, type: productDocuments.type, language: productDocuments.language, hash: media.contentHash })
        .from(productDocuments)
        .innerJoin(media, eq(media.id, productDocuments.mediaId))
        .where(inArray(productDocuments.productId, productIds))
    : [];
  const hashes = [...new Set(candidates.map((c) => c.row.hash!))];
  const library = new Set(
    hashes.length
      ? (await db.select({ hash: media.contentHash }).from(media).where(and(isNotNull(media.contentHash), inArray(media.contentHash, hashes)))).map((m) => m.hash!)
      : [],
  );

  const taken = new Set<string>();
  for (const { row, readings } of candidates) {
    const reading = readings.find((r) => byKey.has(r.key));
    if (!reading) {
      row.reason = "noProduct";
      row.tried = readings[0]?.partNumber ?? row.name;
      continue;
    }
    const matches = byKey.get(reading.key)!;
    if (matches.length > 1) {
      row.reason = "ambiguous";
      row.tried = reading.partNumber;
      continue;
    }
    const product = matches[0]!;
    row.product = { id: product.id, partNumber: product.partNumber, name: product.name };
    row.inLibrary = library.has(row.hash!);
    if (row.kind === "image") {
      const own = images.filter((i) => i.productId === product.id);
      const slot = `image:${product.id}:${reading.position ?? `hash:${row.hash}`}`;
      if (taken.has(slot)) {
        row.reason = "duplicateInUpload";
        continue;
      }
      taken.add(slot);
      row.alt = { ...product.name };
      if (own.some((i) => i.hash === row.hash)) {
        row.action = "skip";
        row.position = own.findIndex((i) => i.hash === row.hash) + 1;
      } else if (reading.position !== undefined && reading.position <= own.length) {
        row.action = "replace";
        row.position = reading.position;
      } else {
        row.action = "add";
        row.position = reading.position;
      }
    } else {
      row.documentType = reading.kind ?? "datasheet";
      row.language = reading.language ?? null;
      const slot = `document:${product.id}:${row.documentType}:${row.language ?? "*"}`;
      if (taken.has(slot)) {
        row.reason = "duplicateInUpload";
        continue;
      }
      taken.add(slot);
      const own = documents.filter((d) => d.productId === product.id);
      if (own.some((d) => d.hash === row.hash)) row.action = "skip";
      else if (own.some((d) => d.type === row.documentType && (d.language ?? null) === row.language)) row.action = "replace";
      else row.action = "add";
    }
  }
  for (const row of rows) if (row.reason) delete row.action;
  const counts = { add: 0, replace: 0, skip: 0, refused: 0 };
  for (const row of rows) counts[row.action ?? "refused"]++;
  return { rows, counts };
}

/** Alt text staff edited in the dry run, by row index. */
export type AltEdits = Record<number, Localized>;

export interface BulkOutcome {
  plan: BulkPlan;
  /** Files newly stored in the library. */
  stored: number;
  linked: number;
}

export const DOCUMENT_NAMES: Record<DocumentKind, Localized> = {
  datasheet: { fr: "Fiche technique", en: "Datasheet", ar: "ورقة البيانات" },
  manual: { fr: "Notice", en: "Manual", ar: "دليل الاستخدام" },
  certificate: { fr: "Certificat", en: "Certificate", ar: "شهادة" },
  drawing: { fr: "Plan (CAO)", en: "Drawing (CAD)", ar: "رسم (CAD)" },
};

const cleanAlt = (alt: Localized | undefined, fallback: Localized): Localized => {
  const out: Localized = {};
  for (const language of locales) {
    const text = (alt?.[language] ?? "").replace(/[\p{Cc}\p{Cf}]/gu, "").trim().slice(0, 250);
    out[language] = text || fallback[language] || "";
  }
  return out;
};

/**
 * Applies the upload: plans it afresh (the database may have changed since the dry run), stores
 * the files the library lacks (images re-encoded in their widths), then links them in ONE
 * transaction. When that transaction fails, the files it would have linked are removed again, so
 * no product points at a missing file and no stray file stays behind. Nothing to add or replace
 * (a second identical upload) writes nothing.
 */
export async function applyBulkUpload(
  db: Database,
  storage: MediaStorage,
  sources: BulkSource[],
  actor: AuditActor & { ip?: string },
  edits: AltEdits = {},
  onProgress?: (progress: BulkProgress) => void,
): Promise<BulkOutcome> {
  const plan = await planBulkUpload(db, sources, onProgress);
  const work = plan.rows.filter((r) => r.action === "add" || r.action === "replace");
  if (plan.problem || work.length === 0) return { plan, stored: 0, linked: 0 };
  for (const row of work) if (row.kind === "image") row.alt = cleanAlt(edits[row.index], row.alt ?? {});

  // 1. Files first: each content the library lacks, stored once however many rows use it.
  const wanted = new Map(work.filter((r) => !r.inLibrary).map((r) => [r.hash!, r]));
  const written: string[] = [];
  const fresh = new Map<string, typeof media.$inferInsert>();
  onProgress?.({ step: "store", done: 0, total: wanted.size });
  try {
    let index = -1;
    await eachFile(sources, async (name, _size, bytes) => {
      index++;
      const row = plan.rows[index];
      if (!row || !Buffer.isBuffer(bytes) || !row.hash || fresh.has(row.hash) || wanted.get(row.hash) === undefined) return;
      const hash = sha256(bytes);
      if (hash !== row.hash) throw new Error(`The file ${name} changed between its check and its storing.`);
      if (row.kind === "document") {
        const stored = await storeDocument(storage, bytes, name, {}, { contentHash: hash });
        written.push(stored.storageKey);
        fresh.set(hash, stored);
      } else {
        const stored = await storeImage(storage, bytes, name, row.alt ?? {}, { contentHash: hash });
        if (!stored.ok) throw new Error(`The image ${name} could not be stored (${stored.error}).`);
        written.push(...storedImageKeys(stored.values));
        fresh.set(hash, stored.values);
      }
      onProgress?.({ step: "store", done: fresh.size, total: wanted.size });
    });
    if (fresh.size !== wanted.size) throw new Error("The upload's files could not all be read again.");

    // 2. One transaction links them all.
    const linked = await db.transaction(async (tx) => {
      if (fresh.size) await tx.insert(media).values([...fresh.values()]).onConflictDoNothing({ target: media.contentHash });
      const hashes = [...new Set(work.map((r) => r.hash!))];
      const ids = new Map(
        (await tx.select({ id: media.id, hash: media.contentHash, key: media.storageKey }).from(media).where(inArray(media.contentHash, hashes))).map((m) => [m.hash!, m]),
      );
      let count = 0;
      for (const row of work) {
        const stored = ids.get(row.hash!);
        if (!stored) throw new Error(`The file ${row.name} is missing from the library.`);
        const productId = row.product!.id;
        if (row.kind === "image") {
          const own = await tx
            .select({ id: productImages.id, position: productImages.position })
            .from(productImages)
            .where(eq(productImages.productId, productId))
            .orderBy(asc(productImages.position), asc(productImages.id));
          const target = row.position !== undefined ? own[row.position - 1] : undefined;
          if (row.action === "replace" && target) {
            await tx.update(productImages).set({ mediaId: stored.id, alt: row.alt! }).where(eq(productImages.id, target.id));
          } else {
            await tx.insert(productImages).values({ productId, mediaId: stored.id, alt: row.alt!, position: nextPosition(own) });
          }
        } else {
          const type = row.documentType!;
          const language = row.language ?? null;
          const own = await tx
            .select({ id: productDocuments.id, type: productDocuments.type, language: productDocuments.language, position: productDocuments.position })
            .from(productDocuments)
            .where(eq(productDocuments.productId, productId));
          const target = own.find((d) => d.type === type && (d.language ?? null) === language);
          if (target) await tx.update(productDocuments).set({ mediaId: stored.id }).where(eq(productDocuments.id, target.id));
          else {
            await tx.insert(productDocuments).values({ productId, mediaId: stored.id, type, language, name: DOCUMENT_NAMES[type], position: nextPosition(own) });
          }
        }
        count++;
      }
      await recordAudit(tx as unknown as Database, actor, {
        action: "media.bulk_apply",
        entity: "media",
        before: null,
        after: {
          files: sources.map((s) => s.name),
          stored: fresh.size,
          add: plan.counts.add,
          replace: plan.counts.replace,
          skip: plan.counts.skip,
          refused: plan.counts.refused,
          products: [...new Set(work.map((r) => r.product!.partNumber))].slice(0, 200),
        },
      });
      return count;
    });
    // A file another request stored first (same bytes) is theirs; ours is dropped.
    const kept = new Set(
      (await db.select({ key: media.storageKey }).from(media).where(inArray(media.storageKey, [...fresh.values()].map((m) => m.storageKey).concat("")))).map((m) => m.key),
    );
    for (const row of fresh.values()) if (!kept.has(row.storageKey)) await removeStored(storage, row.storageKey, row.width ?? null);
    contentChanged();
    return { plan, stored: kept.size, linked };
  } catch (error) {
    // Nothing links the files written above: remove them (orphans).
    for (const key of written) await storage.remove(key).catch(() => undefined);
    throw error;
  }
}

async function removeStored(storage: MediaStorage, key: string, width: number | null): Promise<void> {
  for (const rendition of renditionKeys(key, width)) await storage.remove(rendition);
  await storage.remove(key);
}

/** A scratch folder for one upload, removed by `done`. */
export async function scratchFolder(dataDir: string): Promise<{ dir: string; done: () => Promise<void> }> {
  const root = path.resolve(dataDir, "tmp");
  await fs.mkdir(root, { recursive: true });
  const dir = await fs.mkdtemp(path.join(root, "bulk-media-"));
  return { dir, done: () => fs.rm(dir, { recursive: true, force: true }) };
}
