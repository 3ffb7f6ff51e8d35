import { Form } from "react-router";
import { notFound } from "~/http/errors";
import { page, pageLoader } from "~/http/kit.server";
import { noticeLinkAddress, unsubscribeFromNotices } from "~/inquiries/lifecycle-notices.server";
import { useTranslation } from "~/i18n/use-translation";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/notice-unsubscribe";

// One answer for a missing, wrong or forged link.
const gone = () => notFound("auth.errors.notFound");

/**
 * /notices/unsubscribe?token=… (/fr/notices/unsubscribe), the link of the part change notices
 * (decision 063). Opening it changes nothing (mail scanners open links): the page shows one
 * button, whose POST stops the notices to the link's address. Works without JavaScript.
 */
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "public" }, async ({ db, request }) => {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    const email = await noticeLinkAddress(db, token);
    if (!email) throw gone();
    return { token, email };
  });

export const action = (args: Route.ActionArgs) =>
  page(args, { access: "public" }, async (call) => {
    const email = await unsubscribeFromNotices(call.db, (await call.formData(16 * 1024)).get("token"));
    if (!email) throw gone();
    return { email };
  });

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "noticeUnsubscribe.title", noindex: true });

export default function NoticeUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { token, email } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t("noticeUnsubscribe.title")}</h1>
      {actionData ? (
        <p role="status" className="mt-6 text-lg text-slate-700" data-testid="notice-unsubscribe-status">
          {t("noticeUnsubscribe.done", { email: actionData.email })}
        </p>
      ) : (
        <Form method="post" className="mt-6 space-y-4">
          <p className="text-slate-700">{t("noticeUnsubscribe.text", { email })}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800" data-testid="notice-unsubscribe-submit">
            {t("noticeUnsubscribe.button")}
          </button>
        </Form>
      )}
    </div>
  );
}
