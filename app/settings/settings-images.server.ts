import sharp from "sharp";
import { eq } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import { contentChanged } from "~/cache/content-cache.server";
import type { Database } from "~/db/client.server";
import { media, settings } from "~/db/schema";
import { isIco, sniffFileType } from "~/media/file-type";
import { type MediaStorage, newStorageKey, sha256 } from "~/media/storage.server";
import { UPLOAD_LIMITS } from "~/media/upload.server";
import { mediaUrl } from "~/media/media-url";

/** The logo and favicon of the site settings: stored as sent (an ICO cannot be re-encoded). */
export const MAX_SETTINGS_IMAGE_BYTES = 1024 * 1024;
export type SettingsImageKind = "logo" | "favicon";

const EXTENSIONS: Partial<Record<string, string>> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp", "image/avif": "avif", "image/x-icon": "ico" };

// Decided by the content only (the shared sniffer; no SVG, it can carry scripts). A raster image
// must also decode, within the pixel bound of every upload.
async function imageType(bytes: Buffer, kind: SettingsImageKind): Promise<string | null> {
  if (kind === "favicon" && isIco(bytes)) return "image/x-icon";
  const type = sniffFileType(bytes);
  if (!type?.startsWith("image/") || type === "image/svg+xml") return null;
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return width && height && width * height <= UPLOAD_LIMITS.imagePixels ? type : null;
  } catch {
    return null;
  }
}

export type SaveImageResult = { ok: true; url: string } | { ok: false; reason: "empty" | "too_large" | "not_an_image" };

export async function saveSettingsImage(
  db: Database,
  storage: MediaStorage,
  kind: SettingsImageKind,
  file: { name: string; bytes: Buffer },
  editor: { id: number | null; name: string; ip: string },
): Promise<SaveImageResult> {
  if (!file.bytes.length) return { ok: false, reason: "empty" };
  if (file.bytes.length > MAX_SETTINGS_IMAGE_BYTES) return { ok: false, reason: "too_large" };
  const mimeType = await imageType(file.bytes, kind);
  if (!mimeType) return { ok: false, reason: "not_an_image" };
  const type = { mimeType, extension: EXTENSIONS[mimeType]! };

  const storageKey = newStorageKey(type.extension);
  await storage.put(storageKey, file.bytes);
  const filename = `${kind}.${type.extension}`;
  const [row] = await db
    .insert(media)
    .values({ storageKey, filename, mimeType: type.mimeType, size: file.bytes.length, checksum: sha256(file.bytes) })
    .returning({ id: media.id });
  const [before] = await db.select({ logoId: settings.logoId, faviconId: settings.faviconId }).from(settings).where(eq(settings.id, 1));
  await db.update(settings).set(kind === "logo" ? { logoId: row!.id } : { faviconId: row!.id }).where(eq(settings.id, 1));
  contentChanged();
  await recordAudit(db, editor, {
    action: `settings.${kind}`,
    entity: "settings",
    entityId: 1,
    before: before ? { mediaId: kind === "logo" ? before.logoId : before.faviconId } : null,
    after: { mediaId: row!.id, file: file.name.slice(0, 200), mimeType: type.mimeType, size: file.bytes.length },
  });
  return { ok: true, url: mediaUrl(storageKey) };
}

/**
 * Takes the logo or the favicon off the site (the pages fall back on the company name and the
 * default icon). The file stays in the media library; removing nothing changes nothing.
 */
export async function removeSettingsImage(db: Database, kind: SettingsImageKind, editor: { id: number | null; name: string; ip: string }): Promise<void> {
  const [before] = await db.select({ logoId: settings.logoId, faviconId: settings.faviconId }).from(settings).where(eq(settings.id, 1));
  const mediaId = kind === "logo" ? before?.logoId : before?.faviconId;
  if (!mediaId) return;
  await db.update(settings).set(kind === "logo" ? { logoId: null } : { faviconId: null }).where(eq(settings.id, 1));
  contentChanged();
  await recordAudit(db, editor, {
    action: `settings.${kind}_remove`,
    entity: "settings",
    entityId: 1,
    before: { mediaId },
    after: { mediaId: null },
  });
}
