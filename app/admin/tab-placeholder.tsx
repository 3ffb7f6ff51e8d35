import { useTranslation } from "~/i18n/use-translation";

/** A tab whose screen comes with a later issue: its title and what it will hold. */
export function TabPlaceholder({ tab, vars }: { tab: string; vars?: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="tab-title" data-testid={`admin-tab-${tab}`}>
      <h1 id="tab-title" className="text-2xl font-semibold text-brand-900">
        {t(`admin.tabs.${tab}`)}
      </h1>
      <p className="mt-3 max-w-3xl text-slate-600">{t(`admin.placeholders.${tab}`, vars)}</p>
    </section>
  );
}
