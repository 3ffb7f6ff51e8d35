import path from "node:path";
import { eq } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import { contentChanged } from "~/catalogue/content-cache.server";
import type { Database } from "~/db/client.server";
import { media, settings } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { type MediaStorage, createLocalStorage, newStorageKey, sha256 } from "~/media/storage.server";

/**
 * The logo and favicon of the site settings. Kept small and apart on purpose: when the shared
 * media module (magic bytes, sharp) lands, saveSettingsImage should call it instead of sniff().
 */
export const MAX_SETTINGS_IMAGE_BYTES = 1024 * 1024;
export type SettingsImageKind = "logo" | "favicon";

interface ImageType {
  mimeType: string;
  extension: string;
}

// Decided by the file's first bytes only, never by its name or declared type. No SVG: it can
// carry scripts.
function sniff(bytes: Buffer, kind: SettingsImageKind): ImageType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { mimeType: "image/png", extension: "png" };
  if (starts(0xff, 0xd8, 0xff)) return { mimeType: "image/jpeg", extension: "jpg" };
  if (bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP") {
    return { mimeType: "image/webp", extension: "webp" };
  }
  if (kind === "favicon" && starts(0x00, 0x00, 0x01, 0x00) && bytes.length > 6) return { mimeType: "image/x-icon", extension: "ico" };
  return null;
}

export type SaveImageResult = { ok: true; url: string } | { ok: false; reason: "empty" | "too_large" | "not_an_image" };

let storage: MediaStorage | undefined;
// The server's own storage (DATA_DIR/media, as server/startup.ts builds it).
const mediaStorage = () => (storage ??= createLocalStorage(path.resolve(parseEnv().DATA_DIR, "media")));

export async function saveSettingsImage(
  db: Database,
  kind: SettingsImageKind,
  file: { name: string; bytes: Buffer },
  editor: { id: number; name: string; ip: string },
): Promise<SaveImageResult> {
  if (!file.bytes.length) return { ok: false, reason: "empty" };
  if (file.bytes.length > MAX_SETTINGS_IMAGE_BYTES) return { ok: false, reason: "too_large" };
  const type = sniff(file.bytes, kind);
  if (!type) return { ok: false, reason: "not_an_image" };

  const storageKey = newStorageKey(type.extension);
  await mediaStorage().put(storageKey, file.bytes);
  const filename = `${kind}.${type.extension}`;
  const [row] = await db
    .insert(media)
    .values({ storageKey, filename, mimeType: type.mimeType, size: file.bytes.length, checksum: sha256(file.bytes) })
    .returning({ id: media.id });
  const [before] = await db.select({ logoId: settings.logoId, faviconId: settings.faviconId }).from(settings).where(eq(settings.id, 1));
  await db.update(settings).set(kind === "logo" ? { logoId: row!.id } : { faviconId: row!.id }).where(eq(settings.id, 1));
  contentChanged();
  await recordAudit(db, {
    actor: { id: editor.id, name: editor.name },
    action: `settings.${kind}`,
    entity: "settings",
    entityId: 1,
    before: before ? { mediaId: kind === "logo" ? before.logoId : before.faviconId } : null,
    after: { mediaId: row!.id, file: file.name.slice(0, 200), mimeType: type.mimeType, size: file.bytes.length },
    ip: editor.ip,
  });
  return { ok: true, url: `/media/${storageKey}` };
}
