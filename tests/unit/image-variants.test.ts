import { describe, expect, it } from "vitest";
import { imageSource, jpegKey, parseVariantKey, renditionKeys } from "~/media/image-variants";

const KEY = "0b6c2d4e-1f3a-4b5c-8d9e-0a1b2c3d4e5f.webp";
const BASE = KEY.replace(/\.webp$/, "");

describe("image renditions: WebP and their JPEG fallback", () => {
  it("names the JPEG renditions beside the WebP ones", () => {
    expect(jpegKey(KEY)).toBe(`${BASE}.jpg`);
    expect(jpegKey(KEY, 640)).toBe(`${BASE}-w640.jpg`);
    expect(renditionKeys(KEY, 1000)).toEqual([`${BASE}-w320.webp`, `${BASE}-w640.webp`, `${BASE}-w960.webp`, `${BASE}.jpg`, `${BASE}-w320.jpg`, `${BASE}-w640.jpg`, `${BASE}-w960.jpg`]);
    // Smaller than every standard width: its own size only, in both formats.
    expect(renditionKeys(KEY, 300)).toEqual([`${BASE}.jpg`]);
    // An image stored before WebP, or without its size: no renditions.
    expect(renditionKeys("0b6c2d4e.jpg", 1000)).toEqual([]);
    expect(renditionKeys(KEY, null)).toEqual([]);
  });

  it("gives the same widths in both srcsets", () => {
    const source = imageSource(KEY, 700, 500);
    expect(source.srcSet).toBe(`/media/${BASE}-w320.webp 320w, /media/${BASE}-w640.webp 640w, /media/${KEY} 700w`);
    expect(source.jpeg).toEqual({ src: `/media/${BASE}.jpg`, srcSet: `/media/${BASE}-w320.jpg 320w, /media/${BASE}-w640.jpg 640w, /media/${BASE}.jpg 700w` });
    expect(imageSource("0b6c2d4e.png", 700, 500)).toEqual({ src: "/media/0b6c2d4e.png", width: 700, height: 500 });
  });

  it("reads a rendition's name back to its record and format, and nothing else", () => {
    expect(parseVariantKey(`${BASE}-w640.webp`)).toEqual({ storageKey: KEY, width: 640, format: "webp" });
    expect(parseVariantKey(`${BASE}-w640.jpg`)).toEqual({ storageKey: KEY, width: 640, format: "jpeg" });
    expect(parseVariantKey(`${BASE}.jpg`)).toEqual({ storageKey: KEY, format: "jpeg" });
    expect(parseVariantKey(`${BASE}-w500.jpg`)).toBeUndefined();
    expect(parseVariantKey(KEY)).toBeUndefined();
    expect(parseVariantKey(`${BASE}.pdf`)).toBeUndefined();
  });
});
