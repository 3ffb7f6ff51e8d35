import { useTranslation } from "~/i18n/use-translation";

const tones: Record<string, string> = {
  active: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  new: "bg-sky-50 text-sky-800 ring-sky-600/20",
  nrnd: "bg-amber-50 text-amber-900 ring-amber-600/30",
  obsolete: "bg-rose-50 text-rose-800 ring-rose-600/20",
};

export function LifecycleBadge({ lifecycle }: { lifecycle: string }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[lifecycle] ?? tones.active}`}>
      {t(`lifecycle.${lifecycle}`)}
    </span>
  );
}
