import { ContactDetails } from "~/components/contact-details";
import { ContactForm } from "~/components/contact-form";
import { FaqList } from "~/components/faq-list";
import { HeadquartersMap } from "~/components/headquarters-map";
import { PageIntro } from "~/components/page-intro";
import { localeFromPath } from "~/i18n/locales";
import { useOrigin, useSettings, useTranslation } from "~/i18n/use-translation";
import { inquiryFormAction } from "./inquiry.server";
import { pageMeta } from "~/seo/meta";
import { JsonLd } from "~/seo/json-ld";
import { organizationData } from "~/seo/organization";
import { openingHoursSpecification } from "~/settings/opening-hours";
import type { Route } from "./+types/contact";
import { pageTexts } from "./page-texts.server";
import { pageLoader } from "~/http/kit.server";
import { cachedPage } from "~/http/page-query";

export const handle = cachedPage();

// This page's own texts travel with it, not with every page (decision 041).
export const loader = (args: Route.LoaderArgs) => pageLoader(args, { access: "public" }, async (call) => ({ texts: await pageTexts(call, ["faq"]) }));

// Browsers without JavaScript post the form here; with JavaScript it goes to /api/inquiries.
export function action(args: Route.ActionArgs) {
  return inquiryFormAction(args, localeFromPath(new URL(args.request.url).pathname));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "pages.contact.title", description: "pages.contact.intro" });

export default function Contact() {
  const { t } = useTranslation();
  const settings = useSettings();
  const origin = useOrigin();
  return (
    <PageIntro page="contact">
      {settings ? (
        <JsonLd
          data={{
            ...organizationData(settings, origin, "LocalBusiness"),
            openingHoursSpecification: openingHoursSpecification(settings.openingHours),
          }}
        />
      ) : null}
      <div className="mt-10 grid gap-12 lg:grid-cols-3">
        <section aria-labelledby="contact-form-title" className="lg:col-span-2">
          <h2 id="contact-form-title" className="text-2xl font-bold text-brand-900">{t("contact.formTitle")}</h2>
          <p className="mt-2 mb-6 text-slate-600">{t("contact.formText")}</p>
          <ContactForm />
        </section>
        <aside>
          <ContactDetails />
        </aside>
      </div>
      <div className="mt-16 grid gap-12 lg:grid-cols-2">
        <section aria-labelledby="map-title">
          <h2 id="map-title" className="mb-6 text-2xl font-bold text-brand-900">{t("contact.mapTitle")}</h2>
          <HeadquartersMap address={settings?.address ?? ""} />
        </section>
        <FaqList />
      </div>
    </PageIntro>
  );
}
