/** The kinds of file staff may upload, told by their first bytes, never by their name or label. */
export type UploadType = "image/jpeg" | "image/png" | "image/webp" | "image/avif" | "application/pdf";

export type Sniffed = UploadType | "image/svg+xml" | null;

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** The type the content really is (SVG is reported so that it can be refused by name). */
export function sniffFileType(bytes: Uint8Array): Sniffed {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "image/png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    // ISO media: AVIF when the major or a compatible brand says so.
    const boxSize = Math.min(bytes.length, (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!);
    for (let i = 8; i + 4 <= boxSize; i += 4) {
      const brand = ascii(bytes, i, i + 4);
      if (brand === "avif" || brand === "avis") return "image/avif";
    }
    return null;
  }
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === "%PDF-") return "application/pdf";
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, "").trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return "image/svg+xml";
  return null;
}

/** A Windows icon (favicons): reserved 0, type 1, at least one image. */
export function isIco(bytes: Uint8Array): boolean {
  return bytes.length > 6 && bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 1 && bytes[3] === 0 && (bytes[4]! | bytes[5]!) > 0;
}

const EXTENSIONS: Record<string, UploadType> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  pdf: "application/pdf",
};

/** The type a file name claims by its extension, when it is one we know. */
export function typeFromName(filename: string): UploadType | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  return extension ? EXTENSIONS[extension] : undefined;
}

/**
 * The name to keep for display and downloads: the last path segment only ("../../etc/passwd"
 * and "C:\\fakepath\\x.pdf" keep their base name), no control characters, at most 120 characters.
 */
export function cleanFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? "";
  // Control characters, and the invisible format characters (bidi overrides such as U+202E,
  // which make "fdp.exe" read "exe.pdf", zero-width spaces, soft hyphens).
  const cleaned = base.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, "").replace(/^\.+/, "").trim();
  return cleaned.slice(-120) || "file";
}

const TYPE_EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/x-icon": "ico",
  "application/pdf": "pdf",
};

/**
 * The name a stored file is kept and served under: cleaned as above, its own extension replaced
 * by the one of the type its content was found to be ("datasheet.html" holding a PDF is
 * "datasheet.pdf"), so the name never claims another kind of file.
 */
export function storedFilename(filename: string, type: string): string {
  const cleaned = cleanFilename(filename);
  const stem = cleaned.replace(/\.[^.]*$/, "").replace(/\.+$/, "") || "file";
  const extension = TYPE_EXTENSIONS[type];
  return extension ? `${stem.slice(0, 110)}.${extension}` : stem.slice(0, 120);
}
