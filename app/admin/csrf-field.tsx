import { useRouteLoaderData } from "react-router";

interface AdminAreaData {
  csrfToken: string;
}

/** The session's anti-forgery token, as the admin layout's loader gave it. */
export function useCsrfToken(): string {
  return (useRouteLoaderData("routes/admin/admin-area") as AdminAreaData | undefined)?.csrfToken ?? "";
}

/** The hidden field every admin form posts, so that it works before (or without) JavaScript. */
export function CsrfField() {
  return <input type="hidden" name="csrfToken" value={useCsrfToken()} />;
}
