import type { ReactNode } from "react";

/**
 * A technical run that always reads left to right, whatever the page's direction: a part number,
 * a value with its unit, a quantity, a reference (Q-2026-0042), an e-mail address, a phone number,
 * a URL. On an Arabic page "24 V DC" or "RM22-TG20" must not reorder (decision 066). `<bdi dir="ltr">`
 * isolates the run from the text around it, so neither reorders the other.
 */
export function Ltr({ children, className, testId }: { children: ReactNode; className?: string; testId?: string }) {
  return (
    <bdi dir="ltr" className={className} data-testid={testId}>
      {children}
    </bdi>
  );
}

/**
 * An arrow that points along the reading direction: "forward" points to the end of the line
 * (right in English and French, left in Arabic), "back" to its start. The glyph is mirrored on
 * right-to-left pages; it is decoration, hidden from assistive technology.
 */
export function Arrow({ to }: { to: "forward" | "back" }) {
  return (
    <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
      {to === "forward" ? "→" : "←"}
    </span>
  );
}
