import type { ReactNode } from "react";

export type BadgeTone = "neutral" | "success" | "warning" | "danger" | "info" | "brand";

const tones: Record<BadgeTone, string> = {
  neutral: "bg-slate-100 text-slate-700 ring-slate-500/20",
  success: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  warning: "bg-amber-50 text-amber-900 ring-amber-600/30",
  danger: "bg-rose-50 text-rose-800 ring-rose-600/20",
  info: "bg-sky-50 text-sky-800 ring-sky-600/20",
  brand: "bg-brand-50 text-brand-800 ring-brand-600/20",
};

/** A short status word in a coloured pill: the word carries the meaning, the colour repeats it. */
export function Badge({ tone = "neutral", className = "", children, ...rest }: { tone?: BadgeTone; className?: string; children: ReactNode } & Record<`data-${string}`, string>) {
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]} ${className}`.trim()} {...rest}>
      {children}
    </span>
  );
}
