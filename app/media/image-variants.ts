import { mediaUrl } from "~/media/media-url";
// Uploaded images are stored as WebP at their own size (at most MAX_IMAGE_WIDTH) plus one copy
// per standard width below it, named `<key>-w<width>.webp`: the srcset follows from the stored
// key and width alone.

export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export const MAX_IMAGE_WIDTH = 1920;

export function variantWidths(width: number): number[] {
  return IMAGE_WIDTHS.filter((w) => w < width);
}

export function variantKey(storageKey: string, width: number): string {
  return storageKey.replace(/\.webp$/, `-w${width}.webp`);
}

export interface ImageSource {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
}

/** `src`, `srcSet`, `width` and `height` of a stored image (older images without variants: src only). */
export function imageSource(storageKey: string, width: number | null, height: number | null): ImageSource {
  const src = mediaUrl(storageKey);
  if (!width || !height || !storageKey.endsWith(".webp")) return { src, ...(width && height ? { width, height } : {}) };
  const set = [...variantWidths(width).map((w) => `${mediaUrl(variantKey(storageKey, w))} ${w}w`), `${src} ${width}w`];
  return { src, srcSet: set.join(", "), width, height };
}

/** The stored key of a variant name (`<key>-w640.webp`), with its width; undefined otherwise. */
export function parseVariantKey(key: string): { storageKey: string; width: number } | undefined {
  const match = /^(.+)-w(\d{3,4})\.webp$/.exec(key);
  if (!match) return undefined;
  const width = Number(match[2]);
  return (IMAGE_WIDTHS as readonly number[]).includes(width) ? { storageKey: `${match[1]}.webp`, width } : undefined;
}
