import { TopicDrawing } from "./topic-icon";

/**
 * A product photo, or, while a product has none, the drawing of its family so the list stays
 * readable; never a broken image.
 */
export function ProductImage({ src, alt, category, className = "" }: { src: string | null; alt: string; category: string; className?: string }) {
  if (src) {
    return <img src={src} alt={alt} loading="lazy" decoding="async" width={400} height={300} className={`rounded-md bg-slate-50 object-contain ${className}`} />;
  }
  return (
    <div className={`flex items-center justify-center rounded-md bg-gradient-to-br from-slate-50 to-brand-50 text-brand-600 ${className}`} aria-hidden="true">
      <TopicDrawing slug={category} size={64} strokeWidth={1.2} />
    </div>
  );
}
