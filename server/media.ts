import { pipeline } from "node:stream/promises";
import { eq } from "drizzle-orm";
import type { Request, Response, NextFunction } from "express";
import type { Database } from "~/db/client.server";
import { media } from "~/db/schema";
import { storedFilename } from "~/media/file-type";
import { parseVariantKey } from "~/media/image-variants";
import { ensureJpegRendition } from "~/media/jpeg-renditions.server";
import { errorMessage, logger } from "~/observability/logger.server";
import { type ByteRange, isStorageKey, type MediaStorage, type StoredObject, StorageUnavailableError } from "~/media/storage.server";

const INLINE_TYPES = new Set(["application/pdf", "image/jpeg", "image/png", "image/webp", "image/avif", "image/x-icon"]);

// Stored names never change content: a month, immutable (as Express's static files were told).
const CACHE_CONTROL = "public, max-age=2592000, immutable";

function contentDisposition(filename: string, inline: boolean): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** If-Range: the range is sent only while the file is still the one the client has part of. */
function rangeStillValid(req: Request, file: StoredObject): boolean {
  const ifRange = req.get("If-Range");
  if (!ifRange) return true;
  if (ifRange.includes('"')) return ifRange === file.etag;
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && Math.floor(file.lastModified.getTime() / 1000) * 1000 <= date;
}

/** The one byte range to send, "unsatisfiable", or undefined for the whole file. */
function requestedRange(req: Request, file: StoredObject): ByteRange | "unsatisfiable" | undefined {
  if (!req.headers.range || !rangeStillValid(req, file)) return undefined;
  const ranges = req.range(file.size, { combine: true });
  if (ranges === -1) return "unsatisfiable";
  // Malformed, or several ranges (a multipart answer): the whole file, as before.
  if (ranges === -2 || ranges === undefined || ranges.type !== "bytes" || ranges.length !== 1) return undefined;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}

/** 503 when the file store does not answer: said plainly, logged with its cause. */
function storageUnavailable(req: Request, res: Response, error: StorageUnavailableError) {
  logger.error({ event: "storage.unavailable", method: req.method, url: req.originalUrl, error: errorMessage(error.cause) }, error.message);
  if (res.headersSent) return void res.destroy();
  const message = "The stored files cannot be reached at the moment; try again in a minute.";
  res.status(503).set("Retry-After", "60").set("Cache-Control", "no-store");
  if (req.accepts(["html", "json"]) === "json") res.json({ error: { code: "unavailable", message } });
  else res.type("text/plain").send(message);
}

/**
 * GET and HEAD /media/:key: stored files, from the local directory or the bucket alike, under
 * their stored type (never sniffed, never as HTML), with ETag and Last-Modified (304), single
 * byte ranges (206, 416), and a long immutable Cache-Control. The body is streamed.
 */
export function serveMedia(db: Database, storage: MediaStorage) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const key = String(req.params.key);
      if (!isStorageKey(key)) return next();
      // A rendition of an uploaded image (a smaller width, a JPEG) is served under its original's
      // record; a name that is a record of its own (an image stored before WebP) is that record.
      let [row] = await db.select().from(media).where(eq(media.storageKey, key));
      const rendition = row ? undefined : parseVariantKey(key);
      if (rendition) [row] = await db.select().from(media).where(eq(media.storageKey, rendition.storageKey));
      if (!row) return next();
      let file = await storage.stat(key);
      // An image stored before JPEG renditions gets each one the first time it is asked for.
      if (!file && rendition && (await ensureJpegRendition(storage, row, key, rendition))) file = await storage.stat(key);
      if (!file) return next();
      const mimeType = rendition?.format === "jpeg" ? "image/jpeg" : row.mimeType;
      const inline = INLINE_TYPES.has(mimeType);
      res.set({
        "Accept-Ranges": "bytes",
        "Cache-Control": CACHE_CONTROL,
        ETag: file.etag,
        "Last-Modified": file.lastModified.toUTCString(),
        "X-Content-Type-Options": "nosniff",
      });
      if (req.fresh) return void res.status(304).end();

      const range = requestedRange(req, file);
      if (range === "unsatisfiable") {
        res.status(416).set("Content-Range", `bytes */${file.size}`);
        return void res.end();
      }
      const body = req.method === "HEAD" ? undefined : await storage.read(key, range);
      // Removed between the two calls: as if it had never been there.
      if (body === null) return next();
      res.set({
        "Content-Type": inline ? mimeType : "application/octet-stream",
        // Names stored before the upload rules of issue 13 are made safe on the way out too.
        "Content-Disposition": contentDisposition(storedFilename(row.filename, mimeType), inline),
        "Content-Length": String(range ? range.end - range.start + 1 : file.size),
      });
      if (range) res.status(206).set("Content-Range", `bytes ${range.start}-${range.end}/${file.size}`);
      if (!body) return void res.end();
      await pipeline(body, res).catch((error: unknown) => {
        // The client went away mid-file: nothing to answer; a store failing mid-file is logged.
        if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") logger.error({ event: "media.send_failed", key, error: errorMessage(error) }, `Sending ${key} stopped`);
      });
    } catch (error) {
      if (error instanceof StorageUnavailableError) return storageUnavailable(req, res, error);
      next(error);
    }
  };
}
