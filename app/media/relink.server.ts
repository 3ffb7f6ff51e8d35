import { and, asc, eq, inArray } from "drizzle-orm";
import type { AdminActor } from "~/audit/admin-actor.server";
import { recordAudit } from "~/audit/audit.server";
import { contentChanged } from "~/cache/content-cache.server";
import type { Database } from "~/db/client.server";
import { media, productDocuments, productImages, products } from "~/db/schema";
import { normalizePartNumber, partNumberKey } from "~/catalogue/index/part-number";
import type { Locale, Localized } from "~/i18n/locales";
import { DOCUMENT_NAMES } from "./bulk/bulk-upload.server";
import type { DocumentKind } from "./bulk/file-name";
import { nextPosition } from "./gallery-position";

// Linking a file of the library to more products, and unlinking it, without uploading it again
// (issue 35). A file is stored once (by content hash); products point at it.

/** At most this many part numbers per link request. */
export const RELINK_MAX_PARTS = 500;


export interface DocumentPlace {
  type: DocumentKind;
  /** null: the document serves every language. */
  language: Locale | null;
}

export type LinkOutcome =
  | { ok: true; linked: string[]; already: string[] }
  /** Nothing was written: the part numbers named are the reason. */
  | { ok: false; problem: "noPartNumber" | "tooManyParts" }
  | { ok: false; problem: "unknown" | "ambiguous" | "placeTaken"; partNumbers: string[] };

/** "A, b\nC;D" → ["A", "b", "C", "D"]: part numbers separated by new lines, commas or semicolons. */
export function readPartNumbers(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(/[\r\n,;]+/)) {
    const value = part.replace(/[\p{Cc}\p{Cf}]/gu, "").trim();
    if (!value || seen.has(normalizePartNumber(value) || value)) continue;
    seen.add(normalizePartNumber(value) || value);
    out.push(value);
  }
  return out;
}

/**
 * Links one library file to the products named by `partNumbers` (compared like search does), all
 * or nothing: an unknown or ambiguous part number, or (documents) a product already holding another
 * file as that kind and language, refuses the whole request, naming them. Images go at the end of
 * the product's gallery (alt text: the product's name); documents take `place`. A product already
 * using the file is left as is (`already`).
 */
export async function linkMedia(db: Database, mediaId: number, partNumbers: string[], place: DocumentPlace, actor: AdminActor): Promise<LinkOutcome> {
  if (!partNumbers.length) return { ok: false, problem: "noPartNumber" };
  if (partNumbers.length > RELINK_MAX_PARTS) return { ok: false, problem: "tooManyParts" };
  const outcome = await db.transaction(async (tx): Promise<LinkOutcome> => {
    const [file] = await tx.select().from(media).where(eq(media.id, mediaId)).for("update");
    if (!file) throw new RelinkMissing();
    const keys = [...new Set(partNumbers.map(partNumberKey).filter(Boolean))];
    const found = keys.length
      ? await tx.select({ id: products.id, partNumber: products.partNumber, key: products.partNumberKey, name: products.name }).from(products).where(inArray(products.partNumberKey, keys))
      : [];
    const unknown: string[] = [];
    const ambiguous: string[] = [];
    const targets = new Map<number, { id: number; partNumber: string; name: Localized }>();
    for (const asked of partNumbers) {
      const key = partNumberKey(asked);
      const matches = found.filter((p) => p.key === key);
      // The exact part number wins over others sharing its search key.
      const exact = matches.filter((p) => normalizePartNumber(p.partNumber) === normalizePartNumber(asked));
      const chosen = exact.length === 1 ? exact : matches;
      if (!key || chosen.length === 0) unknown.push(asked);
      else if (chosen.length > 1) ambiguous.push(asked);
      else targets.set(chosen[0]!.id, chosen[0]!);
    }
    if (unknown.length) return { ok: false, problem: "unknown", partNumbers: unknown };
    if (ambiguous.length) return { ok: false, problem: "ambiguous", partNumbers: ambiguous };

    const ids = [...targets.keys()];
    const isImage = file.mimeType.startsWith("image/");
    const linked: string[] = [];
    const already: string[] = [];
    if (isImage) {
      const own = await tx
        .select({ productId: productImages.productId, mediaId: productImages.mediaId, position: productImages.position })
        .from(productImages)
        .where(inArray(productImages.productId, ids))
        .orderBy(asc(productImages.position));
      const rows: Array<typeof productImages.$inferInsert> = [];
      for (const product of targets.values()) {
        const gallery = own.filter((i) => i.productId === product.id);
        if (gallery.some((i) => i.mediaId === mediaId)) {
          already.push(product.partNumber);
          continue;
        }
        rows.push({ productId: product.id, mediaId, alt: { ...product.name }, position: nextPosition(gallery) });
        linked.push(product.partNumber);
      }
      // One statement for every product linked.
      if (rows.length) await tx.insert(productImages).values(rows);
    } else {
      const own = await tx
        .select({ productId: productDocuments.productId, mediaId: productDocuments.mediaId, type: productDocuments.type, language: productDocuments.language, position: productDocuments.position })
        .from(productDocuments)
        .where(inArray(productDocuments.productId, ids));
      const taken: string[] = [];
      for (const product of targets.values()) {
        const documents = own.filter((d) => d.productId === product.id);
        if (documents.some((d) => d.mediaId === mediaId)) already.push(product.partNumber);
        else if (documents.some((d) => d.type === place.type && (d.language ?? null) === place.language)) taken.push(product.partNumber);
      }
      if (taken.length) return { ok: false, problem: "placeTaken", partNumbers: taken };
      const rows: Array<typeof productDocuments.$inferInsert> = [];
      for (const product of targets.values()) {
        if (already.includes(product.partNumber)) continue;
        const documents = own.filter((d) => d.productId === product.id);
        rows.push({ productId: product.id, mediaId, type: place.type, language: place.language, name: DOCUMENT_NAMES[place.type], position: nextPosition(documents) });
        linked.push(product.partNumber);
      }
      // One statement for every product linked.
      if (rows.length) await tx.insert(productDocuments).values(rows);
    }
    if (linked.length)
      await recordAudit(tx as unknown as Database, actor, {
        action: "media.link",
        entity: "media",
        entityId: mediaId,
        before: null,
        after: { filename: file.filename, products: linked, ...(isImage ? {} : { type: place.type, language: place.language }) },
      });
    return { ok: true, linked, already };
  });
  if (outcome.ok && outcome.linked.length) contentChanged();
  return outcome;
}

/** Unlinks a library file from one product (the file stays in the library). False: it was not linked. */
export async function unlinkMedia(db: Database, mediaId: number, productId: number, actor: AdminActor): Promise<{ partNumber: string } | null> {
  const outcome = await db.transaction(async (tx) => {
    const [file] = await tx.select({ filename: media.filename }).from(media).where(eq(media.id, mediaId));
    const [product] = await tx.select({ partNumber: products.partNumber }).from(products).where(eq(products.id, productId));
    if (!file || !product) return null;
    const images = await tx.delete(productImages).where(and(eq(productImages.mediaId, mediaId), eq(productImages.productId, productId))).returning({ id: productImages.id });
    const documents = await tx
      .delete(productDocuments)
      .where(and(eq(productDocuments.mediaId, mediaId), eq(productDocuments.productId, productId)))
      .returning({ id: productDocuments.id, type: productDocuments.type, language: productDocuments.language });
    if (!images.length && !documents.length) return null;
    await recordAudit(tx as unknown as Database, actor, {
      action: "media.unlink",
      entity: "media",
      entityId: mediaId,
      before: { filename: file.filename, product: product.partNumber, images: images.length, documents: documents.map((d) => ({ type: d.type, language: d.language })) },
      after: null,
    });
    return { partNumber: product.partNumber };
  });
  if (outcome) contentChanged();
  return outcome;
}

/** The file was deleted while staff were linking it. */
export class RelinkMissing extends Error {
  constructor() {
    super("The library file no longer exists.");
  }
}
