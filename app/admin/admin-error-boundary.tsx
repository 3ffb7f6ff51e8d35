import { Link, isRouteErrorResponse, useRouteError } from "react-router";
import { useTranslation } from "~/i18n/use-translation";

const messageKeys: Record<number, string> = {
  403: "admin.errors.forbidden",
  404: "admin.errors.notFound",
  429: "admin.errors.tooMany",
};

/** Errors of one admin screen, shown inside the admin shell. */
export function AdminErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A screen can say what is missing ("this product does not exist") rather than the screen itself:
  // the request kit's refusal carries its message, a news screen its message key.
  const refusal = isRouteErrorResponse(error) ? (error.data as { error?: { message?: unknown }; notFound?: unknown } | null) : null;
  const message = typeof refusal?.error?.message === "string" ? refusal.error.message : undefined;
  const specific = typeof refusal?.notFound === "string" ? refusal.notFound : undefined;
  return (
    <section role="alert" data-testid="admin-error" className="max-w-xl">
      <p className="text-4xl font-bold text-brand-700">{status}</p>
      <h1 className="mt-2 text-xl font-semibold text-brand-900">{message ?? t(specific ?? messageKeys[status] ?? "admin.errors.generic")}</h1>
      <Link to="/admin" className="mt-6 inline-block text-brand-700 underline">
        {t("admin.errors.backToAdmin")}
      </Link>
    </section>
  );
}
