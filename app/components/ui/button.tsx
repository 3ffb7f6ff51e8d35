import type { ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "secondary" | "outline" | "danger" | "ghost" | "accent" | "inverse";
export type ButtonSize = "icon" | "xs" | "sm" | "md" | "lg";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
  /** The brand's second action beside a primary one (add to quote, load more, import). */
  outline: "border border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
  danger: "bg-red-700 text-white hover:bg-red-800",
  ghost: "text-brand-700 hover:bg-brand-50",
  /** The call to action on the brand's dark bands. */
  accent: "bg-accent-500 text-brand-900 hover:bg-accent-600",
  /** A quiet action on a dark background. */
  inverse: "border border-white/40 text-white hover:bg-white/10",
};

const sizes: Record<ButtonSize, string> = {
  icon: "h-7 w-7 text-sm leading-none",
  xs: "px-2 py-1 text-xs",
  sm: "px-3 py-1.5 text-sm",
  md: "px-4 py-2 text-sm",
  lg: "px-6 py-3",
};

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Layout only (margins, width, alignment): the look comes from variant and size. */
  className?: string;
}

/** A 44 px square control holding an icon: the header's search, close and menu buttons. */
export const iconControlClass = "flex h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100";

/** The classes of a button, for a `<button>` or a link that looks like one. */
export function buttonClass({ variant = "primary", size = "md", className = "" }: ButtonLook = {}): string {
  return `inline-flex items-center justify-center gap-2 rounded-md font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${sizes[size]} ${className}`.trimEnd();
}

/** A button (type "button" unless said otherwise, so that no click submits a form by accident). */
export function Button({ variant, size, className, type = "button", ...props }: ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
