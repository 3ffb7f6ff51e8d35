import { Link, redirect } from "react-router";
import { adminMeta } from "~/admin/admin-meta";
import { LoginForm } from "~/admin/login-form";
import { readAdminSession } from "~/http/require-admin.server";
import { page, pageLoader } from "~/http/kit.server";
import { signInFromCall } from "./login.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.loginTitle");

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "public", languageSwitch: true }, async ({ request, context }) => {
    const { session } = await readAdminSession(request, context, { touch: false });
    if (session) throw redirect("/admin");
    return null;
  });

/** The same sign-in as the API, for the form posted without JavaScript. */
export const action = (args: Route.ActionArgs) =>
  page(
    args,
    { access: "public" },
    async (call) => {
      const { setCookies } = await signInFromCall(call);
      throw redirect("/admin", { headers: setCookies.map((cookie): [string, string] => ["Set-Cookie", cookie]) });
    },
    ({ message, fields }) => ({ message, fields }),
  );

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const { t, href } = useTranslation();
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-6">
      <div className="w-full max-w-sm rounded-lg bg-white p-8 shadow">
        <h1 className="text-xl font-semibold text-brand-900">{t("admin.loginTitle")}</h1>
        <p className="mt-3 text-sm text-slate-600">{t("admin.loginIntro")}</p>
        <LoginForm problem={actionData ?? undefined} />
        <p className="mt-6 text-center text-sm">
          <Link to={href("/")} className="text-brand-700 underline">
            {t("admin.backToSite")}
          </Link>
        </p>
      </div>
    </main>
  );
}
