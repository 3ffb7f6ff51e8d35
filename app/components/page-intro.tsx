import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";

/** The heading block of a page: title and introduction, from the page's message keys. */
export function PageIntro({ page, children }: { page: string; children?: React.ReactNode }) {
  const { t, href } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-6 py-12">
      <nav aria-label={t("common.breadcrumb")} className="text-sm text-slate-500">
        <Link to={href("/")} className="hover:underline">
          {t("nav.home")}
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{t(`pages.${page}.title`)}</span>
      </nav>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t(`pages.${page}.title`)}</h1>
      <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-600">{t(`pages.${page}.intro`)}</p>
      {children}
    </div>
  );
}
