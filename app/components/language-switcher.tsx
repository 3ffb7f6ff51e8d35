import { Link, useLocation } from "react-router";
import { usePageQuery } from "~/http/use-page-query";
import { type Locale, locales, localizePath } from "~/i18n/locales";
import { storedItems } from "~/security/cookie-register";
import { useSettings, useTranslation } from "~/i18n/use-translation";


/** Remembers the choice on the device too (SPEC §4: local storage, then the browser language). */
export function rememberLanguage(locale: Locale) {
  try {
    window.localStorage.setItem(storedItems.languageMemory.name, locale);
  } catch {
    // Private mode or storage full: the cookie still carries the choice.
  }
  document.cookie = `${storedItems.language.name}=${locale}; Path=/; Max-Age=${storedItems.language.maxAge}; SameSite=Lax`;
}

/**
 * Links to the same page in each language. The `lang` query parameter makes the server remember
 * the choice (cookie) even without JavaScript, then redirect to the clean URL.
 */
export function LanguageSwitcher({ className = "", tone = "dark" }: { className?: string; tone?: "dark" | "light" }) {
  const { locale, t } = useTranslation();
  const settings = useSettings();
  const location = useLocation();
  const enabled = locales.filter((l) => settings?.enabledLanguages.includes(l) ?? true);
  // Only the parameters the page reads: a made-up one would be written into a cached page.
  const query = usePageQuery(["lang"]);
  if (enabled.length < 2) return null;
  const idle = tone === "dark" ? "text-white/80 hover:text-white" : "text-slate-600 hover:text-brand-700";
  const current = tone === "dark" ? "bg-white/15 text-white font-semibold" : "bg-brand-50 text-brand-800 font-semibold";
  return (
    <ul className={`flex items-center gap-1 ${className}`} aria-label={t("language.label")}>
      {enabled.map((l) => {
        const to = `${localizePath(location.pathname, l)}${query ? `${query}&` : "?"}lang=${l}`;
        const isCurrent = l === locale;
        return (
          <li key={l}>
            <Link
              to={to}
              lang={l}
              hrefLang={l}
              aria-current={isCurrent ? "true" : undefined}
              // In the language it leads to, like the link's own text.
              title={isCurrent ? undefined : t(`language.switchTitle.${l}`)}
              onClick={() => rememberLanguage(l)}
              className={`rounded px-2 py-1 text-sm ${isCurrent ? current : idle}`}
              data-testid={`lang-${l}`}
            >
              {t(`language.${l}`)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
