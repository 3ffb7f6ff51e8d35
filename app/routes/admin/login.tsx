import { useTranslation } from "~/i18n/use-translation";

export const meta = () => [{ title: "Administration" }, { name: "robots", content: "noindex" }];

// Sign-in, sessions and the anti-forgery token come with the administrator issue.
export default function AdminLogin() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-6">
      <div className="w-full max-w-sm rounded-lg bg-white p-8 shadow">
        <h1 className="text-xl font-semibold text-brand-900">{t("admin.loginTitle")}</h1>
        <p className="mt-3 text-sm text-slate-600">{t("admin.loginIntro")}</p>
      </div>
    </main>
  );
}
