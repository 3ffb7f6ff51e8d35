import { mediaUrl } from "~/media/media-url";
// Uploaded images are stored as WebP at their own size (at most MAX_IMAGE_WIDTH) plus one copy
// per standard width below it, named `<key>-w<width>.webp`, and the same widths again in JPEG,
// the fallback of browsers without WebP: `<base>.jpg` (its own size) and `<base>-w<width>.jpg`.
// The srcsets follow from the stored key and width alone.

export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export const MAX_IMAGE_WIDTH = 1920;

export function variantWidths(width: number): number[] {
  return IMAGE_WIDTHS.filter((w) => w < width);
}

export function variantKey(storageKey: string, width: number): string {
  return storageKey.replace(/\.webp$/, `-w${width}.webp`);
}

/** The JPEG rendition of a stored WebP image: at `width`, or at its own size when none is given. */
export function jpegKey(storageKey: string, width?: number): string {
  return storageKey.replace(/\.webp$/, width === undefined ? ".jpg" : `-w${width}.jpg`);
}

/** Every rendition key of a stored image (the original key aside): its smaller WebP widths, then its JPEGs. */
export function renditionKeys(storageKey: string, width: number | null): string[] {
  if (!width || !storageKey.endsWith(".webp")) return [];
  const widths = variantWidths(width);
  return [...widths.map((w) => variantKey(storageKey, w)), jpegKey(storageKey), ...widths.map((w) => jpegKey(storageKey, w))];
}

export interface ImageSource {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
  /** The same widths in JPEG, for `<picture>`'s fallback `<img>` (images stored as WebP). */
  jpeg?: { src: string; srcSet: string };
}

/** `src`, `srcSet`, `width` and `height` of a stored image (older images without variants: src only). */
export function imageSource(storageKey: string, width: number | null, height: number | null): ImageSource {
  const src = mediaUrl(storageKey);
  if (!width || !height || !storageKey.endsWith(".webp")) return { src, ...(width && height ? { width, height } : {}) };
  const set = [...variantWidths(width).map((w) => `${mediaUrl(variantKey(storageKey, w))} ${w}w`), `${src} ${width}w`];
  const jpegSrc = mediaUrl(jpegKey(storageKey));
  const jpegSet = [...variantWidths(width).map((w) => `${mediaUrl(jpegKey(storageKey, w))} ${w}w`), `${jpegSrc} ${width}w`];
  return { src, srcSet: set.join(", "), width, height, jpeg: { src: jpegSrc, srcSet: jpegSet.join(", ") } };
}

export interface RenditionName {
  /** The key of the image's record (its WebP original). */
  storageKey: string;
  /** A standard width; none for the JPEG at the image's own size. */
  width?: number;
  format: "webp" | "jpeg";
}

/**
 * The record key and rendition of a rendition's name (`<key>-w640.webp`, `<base>-w640.jpg`,
 * `<base>.jpg`); undefined for any other name. A `.jpg` name may also be a record of its own (an
 * image stored before WebP): look the name itself up first.
 */
export function parseVariantKey(key: string): RenditionName | undefined {
  const sized = /^(.+)-w(\d{3,4})\.(webp|jpg)$/.exec(key);
  if (sized) {
    const width = Number(sized[2]);
    return (IMAGE_WIDTHS as readonly number[]).includes(width) ? { storageKey: `${sized[1]}.webp`, width, format: sized[3] === "jpg" ? "jpeg" : "webp" } : undefined;
  }
  const own = /^(.+)\.jpg$/.exec(key);
  return own ? { storageKey: `${own[1]}.webp`, format: "jpeg" } : undefined;
}
