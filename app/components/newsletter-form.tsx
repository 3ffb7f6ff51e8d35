import { useState, type FormEvent } from "react";
import { useLocation, useSearchParams } from "react-router";
import { usePageQuery } from "~/http/use-page-query";
import { useTranslation } from "~/i18n/use-translation";
import { HONEYPOT_FIELD } from "~/inquiries/options";
import { buttonClass } from "~/components/ui/button";

type Result = "pending" | "invalid" | "limited" | "error";
const results: readonly string[] = ["pending", "invalid", "limited", "error"];

/**
 * The footer's sign-up. The browser checks the address (SPEC §5: type and required only); the
 * server stores it as pending and mails a confirmation link (double opt-in). With JavaScript the page stays put; without, the form posts to
 * /api/newsletter, which sends the browser back here with ?newsletter=<result>.
 */
export function NewsletterForm() {
  const { t, locale } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const carried = usePageQuery(["newsletter"]);
  const fromRedirect = searchParams.get("newsletter");
  const [result, setResult] = useState<Result | null>(results.includes(fromRedirect ?? "") ? (fromRedirect as Result) : null);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const email = String(fields.get("email") ?? "");
    const trap = String(fields.get(HONEYPOT_FIELD) ?? "");
    setSending(true);
    try {
      const response = await fetch("/api/newsletter", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ email, locale, [HONEYPOT_FIELD]: trap }),
      });
      const outcome: Result = response.ok ? "pending" : response.status === 429 ? "limited" : response.status === 400 ? "invalid" : "error";
      setResult(outcome);
      if (outcome === "pending") form.reset();
    } catch {
      setResult("error");
    } finally {
      setSending(false);
    }
  }

  return (
    <div id="newsletter" className="scroll-mt-24">
      <form method="post" action="/api/newsletter" className="mt-3 flex gap-2" onSubmit={onSubmit} data-testid="newsletter-form">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="redirectTo" value={`${location.pathname}${carried}`} />
        <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="newsletter-trap">{t("inquiry.honeypot")}</label>
          <input id="newsletter-trap" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <label htmlFor="newsletter-email" className="sr-only">
          {t("footer.newsletterLabel")}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder={t("footer.newsletterPlaceholder")}
          className="min-w-0 flex-1 rounded-md border border-white/20 bg-white/10 px-3 py-2 text-white placeholder:text-slate-400"
        />
        <button type="submit" disabled={sending} className={buttonClass({ variant: "accent" })}>
          {t("footer.subscribe")}
        </button>
      </form>
      <p role="status" className={`mt-2 min-h-5 text-sm ${result === "pending" ? "text-emerald-300" : "text-amber-300"}`} data-testid="newsletter-status">
        {result ? t(`newsletter.${result}`) : ""}
      </p>
    </div>
  );
}
