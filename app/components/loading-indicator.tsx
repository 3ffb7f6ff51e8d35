import { useNavigation } from "react-router";
import { useTranslation } from "~/i18n/use-translation";

/** Shown while the next page loads (SPEC §2: a spinner and 'Chargement...' in French). */
export function LoadingIndicator({ messageKey = "common.loading" }: { messageKey?: string }) {
  const navigation = useNavigation();
  const { t } = useTranslation();
  if (navigation.state !== "loading") return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading-indicator"
      className="fixed inset-x-0 top-4 z-50 mx-auto flex w-fit items-center gap-3 rounded-full bg-brand-900 px-4 py-2 text-sm font-medium text-white shadow-lg"
    >
      <span
        aria-hidden="true"
        className="h-4 w-4 rounded-full border-2 border-white/30 border-t-white"
        style={{ animation: "vitrine-spin 0.8s linear infinite" }}
      />
      {t(messageKey)}
    </div>
  );
}
