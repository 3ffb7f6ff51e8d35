import type { ImageSource } from "~/media/image-variants";
import { TopicDrawing } from "./topic-drawing";

/** A card's image is at most a quarter of a wide screen, a half of a tablet's, a phone's width. */
export const CARD_IMAGE_SIZES = "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw";

/**
 * A product photo in responsive widths (a `<picture>`: WebP, and JPEG for browsers without it), or, while a product has none, the drawing of its family
 * so the list stays readable; never a broken image.
 */
export function ProductImage({
  source,
  alt,
  category,
  sizes = CARD_IMAGE_SIZES,
  eager = false,
  className = "",
}: {
  source: ImageSource | null;
  alt: string;
  category: string;
  sizes?: string;
  eager?: boolean;
  className?: string;
}) {
  if (source) {
    const image = (
      <img
        src={source.jpeg?.src ?? source.src}
        srcSet={source.jpeg?.srcSet ?? source.srcSet}
        sizes={source.srcSet ? sizes : undefined}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        // The eager image is the product page's main photo, its largest paint: fetch it first.
        fetchPriority={eager ? "high" : undefined}
        decoding={eager ? undefined : "async"}
        width={source.width ?? 400}
        height={source.height ?? 300}
        className={`rounded-md bg-slate-50 object-contain ${className}`}
      />
    );
    // WebP for every browser that takes it; the <img>'s JPEGs (same widths) for the others.
    if (!source.jpeg || !source.srcSet) return image;
    return (
      <picture className="contents">
        <source type="image/webp" srcSet={source.srcSet} sizes={sizes} />
        {image}
      </picture>
    );
  }
  return (
    <div className={`flex items-center justify-center rounded-md bg-gradient-to-br from-slate-50 to-brand-50 text-brand-600 ${className}`} aria-hidden="true">
      <TopicDrawing slug={category} size={64} />
    </div>
  );
}
