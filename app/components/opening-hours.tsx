import { useSettings, useTranslation } from "~/i18n/use-translation";
import { openingHoursLines } from "~/settings/opening-hours";

/** The opening hours from the settings, one line per run of days with the same times. */
export function OpeningHours({ className, testId = "opening-hours" }: { className?: string; testId?: string }) {
  const { t } = useTranslation();
  const days = useSettings()?.openingHours ?? [];
  const lines = openingHoursLines(days, t);
  return (
    <ul className={className} data-testid={testId}>
      {lines.length ? lines.map((line) => <li key={line}>{line}</li>) : <li>{t("hours.closedAll")}</li>}
      {lines.length && days.length < 7 ? <li>{t("hours.otherDaysClosed")}</li> : null}
    </ul>
  );
}
