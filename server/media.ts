import { eq } from "drizzle-orm";
import type { Request, Response, NextFunction } from "express";
import type { Database } from "~/db/client.server";
import { media } from "~/db/schema";
import { storedFilename } from "~/media/file-type";
import { parseVariantKey } from "~/media/image-variants";
import type { MediaStorage } from "~/media/storage.server";

const INLINE_TYPES = new Set(["application/pdf", "image/jpeg", "image/png", "image/webp", "image/avif", "image/x-icon"]);

function contentDisposition(filename: string, inline: boolean): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** GET /media/:key: stored files, under their stored type, never sniffed, never as HTML. */
export function serveMedia(db: Database, storage: MediaStorage) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const key = String(req.params.key);
      const file = storage.resolve(key);
      if (!file) return next();
      // A responsive width of an uploaded image is served under its original's record.
      const recordKey = parseVariantKey(key)?.storageKey ?? key;
      const [row] = await db.select().from(media).where(eq(media.storageKey, recordKey));
      if (!row) return next();
      const inline = INLINE_TYPES.has(row.mimeType);
      res.sendFile(
        file,
        {
          maxAge: "30d",
          // The key is a checked generated name; DATA_DIR itself may sit under a dot directory
          // (~/.vitrine), which sendFile would otherwise refuse.
          dotfiles: "allow",
          immutable: true,
          headers: {
            "Content-Type": inline ? row.mimeType : "application/octet-stream",
            // Names stored before the upload rules of issue 13 are made safe on the way out too.
            "Content-Disposition": contentDisposition(storedFilename(row.filename, row.mimeType), inline),
            "X-Content-Type-Options": "nosniff",
          },
        },
        (error) => {
          if (error && !res.headersSent) next();
        },
      );
    } catch (error) {
      next(error);
    }
  };
}
