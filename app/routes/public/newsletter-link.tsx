import { Form } from "react-router";
import { page, pageLoader } from "~/http/kit.server";
import { useTranslation } from "~/i18n/use-translation";
import { checkNewsletterLink, confirmSubscription, unsubscribe } from "~/newsletter/opt-in.server";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/newsletter-link";

type Kind = "confirm" | "unsubscribe";
const kindOf = (request: Request): Kind => (new URL(request.url).pathname.endsWith("/unsubscribe") ? "unsubscribe" : "confirm");

/**
 * /newsletter/confirm?token=… and /newsletter/unsubscribe?token=…, the links of the newsletter
 * mails. Opening the link changes nothing (mail scanners open links too): the page shows one
 * button, whose POST confirms or unsubscribes. Works without JavaScript.
 */
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "public" }, async ({ db, request }) => {
    const kind = kindOf(request);
    const token = new URL(request.url).searchParams.get("token") ?? "";
    return { kind, token, link: await checkNewsletterLink(db, token, kind) };
  });

export const action = (args: Route.ActionArgs) =>
  page(args, { access: "public" }, async (call) => {
    const kind = kindOf(call.request);
    const token = (await call.formData(16 * 1024)).get("token");
    const outcome = kind === "confirm" ? await confirmSubscription(call.db, token) : await unsubscribe(call.db, token);
    return { outcome };
  });

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.data?.kind === "unsubscribe" ? "newsletterOptIn.unsubscribeTitle" : "newsletterOptIn.confirmTitle", noindex: true });

export default function NewsletterLink({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { kind, token, link } = loaderData;
  const done = actionData?.outcome;
  const message = done ? t(`newsletterOptIn.${done}`) : link !== "ok" ? t(`newsletterOptIn.${link}`) : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t(`newsletterOptIn.${kind}Title`)}</h1>
      {message ? (
        <p role="status" className="mt-6 text-lg text-slate-700" data-testid="newsletter-link-status">
          {message}
        </p>
      ) : (
        <Form method="post" className="mt-6 space-y-4">
          <p className="text-slate-700">{t(`newsletterOptIn.${kind}Text`)}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800" data-testid="newsletter-link-submit">
            {t(`newsletterOptIn.${kind}Button`)}
          </button>
        </Form>
      )}
    </div>
  );
}
