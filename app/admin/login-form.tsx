import { useState } from "react";
import { useNavigate } from "react-router";
import type { AuthStatus } from "~/auth/auth-status";
import { useTranslation } from "~/i18n/use-translation";
import { apiRequest } from "./api-request";
import { refreshAuthStatus, setAuthStatus } from "./auth-status-store";
import { HttpError, apiErrorOf } from "./http-error";
import { toast } from "./toast-store";

/** SPEC §9: the admin area opens 100 ms after a successful sign-in. */
export const AFTER_SIGN_IN_MS = 100;

export interface LoginProblem {
  message: string;
  fields?: Record<string, string>;
}

const inputClass = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 focus:border-brand-500";

/**
 * The sign-in form. Without JavaScript it posts to /admin/login; with it, it calls the sign-in
 * API and follows SPEC §4 (toasts, status refresh, the admin area after 100 ms).
 */
export function LoginForm({ problem: serverProblem }: { problem?: LoginProblem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [problem, setProblem] = useState(serverProblem);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setProblem(undefined);
    try {
      const response = await apiRequest("POST", "/api/admin/login", {
        username: String(form.get("username") ?? ""),
        password: String(form.get("password") ?? ""),
      });
      setAuthStatus((await response.json()) as AuthStatus);
      toast({ title: t("auth.loginSuccess") });
      await refreshAuthStatus().catch(() => {});
      setTimeout(() => navigate("/admin"), AFTER_SIGN_IN_MS);
    } catch (error) {
      const fromServer = apiErrorOf(error);
      const message =
        error instanceof HttpError && error.status === 401
          ? t("auth.invalidCredentials")
          : (fromServer.message ?? t("auth.loginError"));
      setProblem({ message, fields: fromServer.fields });
      toast({ variant: "destructive", title: t("auth.loginFailed"), description: message });
      setPending(false);
    }
  }

  const fieldError = (name: string) =>
    problem?.fields?.[name] ? (
      <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
        {problem.fields[name]}
      </p>
    ) : null;

  return (
    <form method="post" action="/admin/login" onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      {problem ? (
        <p role="alert" data-testid="login-error" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {problem.message}
        </p>
      ) : null}
      <div>
        <label htmlFor="username" className="block text-sm font-medium text-slate-700">
          {t("admin.username")}
        </label>
        <input id="username" name="username" type="text" autoComplete="username" autoCapitalize="none" spellCheck={false}
          aria-invalid={problem?.fields?.username ? true : undefined} aria-describedby={problem?.fields?.username ? "username-error" : undefined}
          className={inputClass} />
        {fieldError("username")}
      </div>
      <div>
        <label htmlFor="password" className="block text-sm font-medium text-slate-700">
          {t("admin.password")}
        </label>
        <input id="password" name="password" type="password" autoComplete="current-password"
          aria-invalid={problem?.fields?.password ? true : undefined} aria-describedby={problem?.fields?.password ? "password-error" : undefined}
          className={inputClass} />
        {fieldError("password")}
      </div>
      <button type="submit" disabled={pending} className="w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {pending ? t("admin.signingIn") : t("admin.signIn")}
      </button>
    </form>
  );
}
