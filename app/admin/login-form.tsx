import { useState } from "react";
import { useNavigate } from "react-router";
import type { AuthStatus } from "~/auth/auth-status";
import { useTranslation } from "~/i18n/use-translation";
import { apiRequest } from "./api-request";
import { refreshAuthStatus, setAuthStatus } from "./auth-status-store";
import { HttpError, apiErrorOf } from "./http-error";
import { toast } from "./toast-store";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { buttonClass } from "~/components/ui/button";

/** SPEC §9: the admin area opens 100 ms after a successful sign-in. */
export const AFTER_SIGN_IN_MS = 100;

export interface LoginProblem {
  message: string;
  fields?: Record<string, string>;
}


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

  return (
    <form method="post" action="/admin/login" onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      {problem ? (
        <p role="alert" data-testid="login-error" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {problem.message}
        </p>
      ) : null}
      <Field id="username" label={t("admin.username")} error={problem?.fields?.username}>
        <Input name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} />
      </Field>
      <Field id="password" label={t("admin.password")} error={problem?.fields?.password}>
        <Input name="password" type="password" autoComplete="current-password" />
      </Field>
      <button type="submit" disabled={pending} className={buttonClass({ className: "w-full" })}>
        {pending ? t("admin.signingIn") : t("admin.signIn")}
      </button>
    </form>
  );
}
