import { useTranslation } from "~/i18n/use-translation";

/** Why a search found this product: "equivalent to Finder 40.52.9.024" (a cross reference). */
export function EquivalentTo({ reference, className = "" }: { reference: { manufacturer: string; partNumber: string }; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`block text-xs text-emerald-800 ${className}`} data-testid="equivalent-to">
      {t("crossRef.equivalentTo", { manufacturer: reference.manufacturer, partNumber: reference.partNumber })}
    </span>
  );
}
