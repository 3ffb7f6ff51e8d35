import { MAX_COMPARE } from "~/compare/compare-store";
import { useCompare } from "~/compare/use-compare";
import { useTranslation } from "~/i18n/use-translation";

/**
 * Adds a product to (or takes it out of) the comparison kept on this device. Needs JavaScript,
 * like favourites; the comparison page itself works from its URL alone.
 */
export function CompareToggle({ product, className = "" }: { product: { id: number; partNumber: string }; className?: string }) {
  const { t } = useTranslation();
  const { items, add, remove } = useCompare();
  const picked = items?.some((i) => i.id === product.id) ?? false;
  const full = !picked && (items?.length ?? 0) >= MAX_COMPARE;
  return (
    <label
      className={`relative z-10 inline-flex cursor-pointer items-center gap-1.5 text-xs font-medium text-slate-700 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 ${className}`}
      title={full ? t("compare.full", { max: MAX_COMPARE }) : undefined}
    >
      <input
        type="checkbox"
        // Rendered disabled on the server: the list lives in the browser only.
        disabled={items === null || full}
        checked={picked}
        onChange={() => (picked ? remove(product.id) : add({ id: product.id, partNumber: product.partNumber }))}
        // 24 px: the card's link lies under it, so only its own size makes it a target a thumb can
        // hit (WCAG 2.5.8; Lighthouse's accessibility audit, issue 14).
        className="h-6 w-6 rounded border-slate-400 text-brand-700"
        data-testid="compare-toggle"
      />
      {t("compare.toggle")}
      <span className="sr-only"> {product.partNumber}</span>
    </label>
  );
}
