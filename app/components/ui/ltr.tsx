import type { ReactNode } from "react";
import { technicalRuns } from "~/i18n/bidi";
import { type PickedText, dirOf } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";

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
 * A stored text as shown (a product's name or description, a category's description): on a
 * right-to-left page each technical run written inside it ("M18", "5 mm", "24 V DC") is isolated
 * left to right, so that the Arabic around it does not reorder it ("mm 5"). Elsewhere, and for a
 * text picked in a left-to-right language (its box is marked `dir="ltr"`), the text is shown as it
 * is. The text itself is never changed: what a reader copies is what staff wrote.
 */
export function BidiText({ text }: { text: string | PickedText }) {
  const { locale } = useTranslation();
  const [value, lang] = typeof text === "string" ? [text, locale] : [text.text, text.lang];
  if (dirOf(locale) !== "rtl" || dirOf(lang) !== "rtl") return <>{value}</>;
  return <>{technicalRuns(value).map((run, i) => (run.technical ? <bdi key={i} dir="ltr">{run.text}</bdi> : run.text))}</>;
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
