import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";


/** Move up, move down and remove, labelled with the row they act on. */
export function RowButtons({ index, count, label, onMove, onRemove }: { index: number; count: number; label: string; onMove: (by: -1 | 1) => void; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-1">
      <Button variant="secondary" size="xs" disabled={index === 0} onClick={() => onMove(-1)} aria-label={t("admin.products.form.moveUp", { item: label })}>↑</Button>
      <Button variant="secondary" size="xs" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={t("admin.products.form.moveDown", { item: label })}>↓</Button>
      <Button variant="secondary" size="xs" className="text-red-800" onClick={onRemove} aria-label={t("admin.products.form.remove", { item: label })}>✕</Button>
    </div>
  );
}
