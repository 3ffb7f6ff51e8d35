/**
 * A product photo, or, while a product has none, a drawing of its family so the list stays
 * readable; never a broken image.
 */
export function ProductImage({ src, alt, category, className = "" }: { src: string | null; alt: string; category: string; className?: string }) {
  if (src) {
    return <img src={src} alt={alt} loading="lazy" decoding="async" width={400} height={300} className={`rounded-md bg-slate-50 object-contain ${className}`} />;
  }
  return (
    <div className={`flex items-center justify-center rounded-md bg-gradient-to-br from-slate-50 to-brand-50 text-brand-600 ${className}`} aria-hidden="true">
      <svg viewBox="0 0 64 48" width="96" height="72" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
        {familyDrawing(category)}
      </svg>
    </div>
  );
}

function familyDrawing(category: string) {
  if (/sensor|detection/.test(category)) {
    return (
      <>
        <rect x="8" y="18" width="34" height="12" rx="2" />
        <path d="M42 20h8v8h-8M50 24h6M12 18v-3M18 18v-3M24 18v-3M30 18v-3M36 18v-3" />
      </>
    );
  }
  if (/motor|actuator/.test(category)) {
    return (
      <>
        <rect x="10" y="12" width="30" height="24" rx="4" />
        <path d="M40 20h6v8h-6M46 24h10M16 12v24" />
      </>
    );
  }
  if (/power/.test(category)) {
    return (
      <>
        <rect x="12" y="8" width="40" height="32" rx="2" />
        <path d="M30 14l-6 11h8l-6 11" />
      </>
    );
  }
  return (
    <>
      <rect x="16" y="8" width="32" height="28" rx="2" />
      <path d="M22 36v6M28 36v6M36 36v6M42 36v6M22 16h20M22 22h12" />
      <circle cx="40" cy="28" r="2" />
    </>
  );
}
