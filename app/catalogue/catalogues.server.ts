import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { catalogues, media } from "~/db/schema";
import type { Localized } from "~/i18n/locales";
import { mediaUrl } from "~/media/media-url";

export const AEROSPACE_SEGMENTS = ["general-aviation", "commercial-aircraft", "military"] as const;

export interface CatalogueEntry {
  id: number;
  slug: string;
  title: Localized;
  description: Localized;
  segment: string;
  /** null: one edition for every language. */
  language: string | null;
  url: string;
  filename: string;
  size: number;
  cover: string | null;
}

/** The published catalogues (optionally of some segments only), in the staff's order. */
export async function listCatalogues(db: Database, segments?: readonly string[]): Promise<CatalogueEntry[]> {
  const rows = await db
    .select({
      id: catalogues.id,
      slug: catalogues.slug,
      title: catalogues.title,
      description: catalogues.description,
      segment: catalogues.segment,
      language: catalogues.language,
      storageKey: media.storageKey,
      filename: media.filename,
      size: media.size,
      coverId: catalogues.coverId,
    })
    .from(catalogues)
    .innerJoin(media, eq(media.id, catalogues.mediaId))
    .where(and(eq(catalogues.published, true), segments ? inArray(catalogues.segment, [...segments]) : undefined))
    .orderBy(asc(catalogues.position), asc(catalogues.id));
  const coverIds = rows.map((row) => row.coverId).filter((id): id is number => id !== null);
  const covers = coverIds.length
    ? new Map(
        (await db.select({ id: media.id, key: media.storageKey }).from(media).where(inArray(media.id, coverIds))).map(
          (cover) => [cover.id, mediaUrl(cover.key)],
        ),
      )
    : new Map<number, string>();
  return rows.map(({ storageKey, coverId, ...row }) => ({
    ...row,
    url: mediaUrl(storageKey),
    cover: coverId ? (covers.get(coverId) ?? null) : null,
  }));
}
