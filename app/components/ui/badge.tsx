import type { ReactNode } from "react";

export type BadgeTone = "neutral" | "success" | "warning" | "danger" | "info" | "brand";

/**
 * Two kinds of badge that must never look alike (issue 17), told apart by shape, fill and icon,
 * not by colour alone:
 * - `label` (the default): a tinted, fully rounded pill, for what a thing is (a product's
 *   lifecycle, "Featured", "Edited");
 * - `state`: a white, square-cornered tag with a leading icon and a solid border, for what staff
 *   decided about a record (shown on the site or hidden, published or draft).
 */
export type BadgeKind = "label" | "state";

const tones: Record<BadgeKind, Record<BadgeTone, string>> = {
  label: {
    neutral: "bg-slate-100 text-slate-700 ring-slate-500/20",
    success: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
    warning: "bg-amber-50 text-amber-900 ring-amber-600/30",
    danger: "bg-rose-50 text-rose-800 ring-rose-600/20",
    info: "bg-sky-50 text-sky-800 ring-sky-600/20",
    brand: "bg-brand-50 text-brand-800 ring-brand-600/20",
  },
  state: {
    neutral: "bg-white text-slate-600 ring-slate-400",
    success: "bg-white text-brand-800 ring-brand-600",
    warning: "bg-white text-amber-900 ring-amber-600",
    danger: "bg-white text-rose-800 ring-rose-600",
    info: "bg-white text-sky-800 ring-sky-600",
    brand: "bg-white text-brand-800 ring-brand-600",
  },
};

const shapes: Record<BadgeKind, string> = {
  label: "rounded-full px-2 py-0.5 ring-1",
  state: "gap-1 rounded-sm px-1.5 py-0.5 ring-1 [&_svg]:h-3.5 [&_svg]:w-3.5 [&_svg]:shrink-0",
};

/** A short word in a badge: the word carries the meaning, shape, icon and colour repeat it. */
export function Badge({
  tone = "neutral",
  kind = "label",
  icon,
  className = "",
  children,
  ...rest
}: { tone?: BadgeTone; kind?: BadgeKind; icon?: ReactNode; className?: string; children: ReactNode } & Record<`data-${string}`, string>) {
  return (
    <span className={`inline-flex items-center text-xs font-medium ring-inset ${shapes[kind]} ${tones[kind][tone]} ${className}`.trim()} data-badge={kind} {...rest}>
      {icon}
      {children}
    </span>
  );
}
