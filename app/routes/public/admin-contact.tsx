import { Link } from "react-router";
import { MailIcon } from "~/components/icons";
import { PageIntro } from "~/components/page-intro";
import { RichText } from "~/components/rich-text";
import { useSettings, useTranslation } from "~/i18n/use-translation";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/admin-contact";
import { pageTexts } from "./page-texts.server";
import { pageLoader } from "~/http/kit.server";
import { cachedPage } from "~/http/page-query";

export const handle = cachedPage();

// This page's own texts travel with it, not with every page (decision 041).
export const loader = (args: Route.LoaderArgs) => pageLoader(args, { access: "public" }, async (call) => ({ texts: await pageTexts(call, ["adminContact"]) }));

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "pages.adminContact.title", description: "pages.adminContact.intro", noindex: true });

export default function AdminContact() {
  const { t, href } = useTranslation();
  const settings = useSettings();
  const email = settings?.webmasterEmail;
  return (
    <PageIntro page="adminContact">
      <div className="mt-10 max-w-3xl space-y-10">
        <p className="text-slate-700">{t("adminContact.text")}</p>
        <section aria-labelledby="webmaster-title" className="rounded-xl border border-slate-200 p-6">
          <h2 id="webmaster-title" className="text-xl font-semibold text-brand-900">{t("adminContact.emailTitle")}</h2>
          {email ? (
            <a
              href={`mailto:${email}?subject=${encodeURIComponent(`${settings?.companyName ?? ""} - ${t("adminContact.emailSubject")}`)}`}
              className="mt-3 inline-flex items-center gap-2 text-lg font-medium text-brand-700 hover:underline"
              data-testid="webmaster-email"
            >
              <MailIcon /> {email}
            </a>
          ) : (
            <p className="mt-3 text-slate-600">{t("adminContact.noEmail")}</p>
          )}
        </section>
        <section aria-labelledby="report-title">
          <h2 id="report-title" className="text-xl font-semibold text-brand-900">{t("adminContact.reportTitle")}</h2>
          <RichText text={t("adminContact.reportList")} className="mt-3 text-slate-700" />
        </section>
        <Link to={href("/contact")} className="inline-block font-medium text-brand-700 underline">{t("adminContact.salesLink")}</Link>
      </div>
    </PageIntro>
  );
}
