import { useTranslation } from "~/i18n/use-translation";

const small = "rounded border border-slate-300 px-2 py-1 text-xs hover:bg-slate-100 disabled:opacity-40";

/** Move up, move down and remove, labelled with the row they act on. */
export function RowButtons({ index, count, label, onMove, onRemove }: { index: number; count: number; label: string; onMove: (by: -1 | 1) => void; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-1">
      <button type="button" className={small} disabled={index === 0} onClick={() => onMove(-1)} aria-label={t("admin.products.form.moveUp", { item: label })}>↑</button>
      <button type="button" className={small} disabled={index === count - 1} onClick={() => onMove(1)} aria-label={t("admin.products.form.moveDown", { item: label })}>↓</button>
      <button type="button" className={`${small} text-red-800`} onClick={onRemove} aria-label={t("admin.products.form.remove", { item: label })}>✕</button>
    </div>
  );
}
