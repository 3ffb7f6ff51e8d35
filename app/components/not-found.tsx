import { Link, isRouteErrorResponse, useRouteError } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { buttonClass } from "~/components/ui/button";

export function NotFound() {
  const { t, href } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-6 py-24 text-center" data-testid="not-found">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-brand-900">{t("notFound.title")}</h1>
      <p className="mt-3 text-slate-600">{t("notFound.text")}</p>
      <Link
        to={href("/")}
        className={buttonClass({ size: "lg", className: "mt-8" })}
      >
        {t("notFound.home")}
      </Link>
    </div>
  );
}

/**
 * A route's error boundary for a record that does not exist (a product, an article): its own title
 * and text, and a way back to the list. Any other error goes on to the next boundary.
 */
export function recordNotFoundBoundary(page: { testId: string; title: string; text: string; back: { to: string; label: string } }) {
  return function RecordNotFound() {
    const error = useRouteError();
    const { t, href } = useTranslation();
    if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
    return (
      <div className="mx-auto max-w-xl px-6 py-24 text-center" data-testid={page.testId}>
        <h1 className="text-2xl font-semibold text-brand-900">{t(page.title)}</h1>
        <p className="mt-3 text-slate-600">{t(page.text)}</p>
        <Link to={href(page.back.to)} className={buttonClass({ size: "lg", className: "mt-8" })}>
          {t(page.back.label)}
        </Link>
      </div>
    );
  };
}
