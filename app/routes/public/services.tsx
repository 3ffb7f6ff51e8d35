import { CtaBand } from "~/components/cta-band";
import { PageIntro } from "~/components/page-intro";
import { RichText } from "~/components/rich-text";
import { TopicIcon } from "~/components/topic-icon";
import { useTranslation } from "~/i18n/use-translation";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/services";
import { pageTexts } from "./page-texts.server";
import { pageLoader } from "~/http/kit.server";
import { cachedPage } from "~/http/page-query";

export const handle = cachedPage();

// SPEC §1: industrial integration, IoT, training, after-sales, logistics; the drawing of each.
const SERVICES = [
  { key: "integration", icon: "automation-controllers" },
  { key: "iot", icon: "sensors-detection" },
  { key: "training", icon: "hmi" },
  { key: "afterSales", icon: "monitoring-relays" },
  { key: "logistics", icon: "transportation" },
] as const;

// This page's own texts travel with it, not with every page (decision 041).
export const loader = (args: Route.LoaderArgs) => pageLoader(args, { access: "public" }, async (call) => ({ texts: await pageTexts(call, ["services"]) }));

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "pages.services.title", description: "pages.services.intro" });

export default function Services() {
  const { t, href } = useTranslation();
  return (
    <PageIntro page="services">
      <ul className="mt-12 grid gap-8 md:grid-cols-2" data-testid="services">
        {SERVICES.map(({ key, icon }) => (
          <li key={key} id={key} className="rounded-xl border border-slate-200 p-6">
            <div className="flex items-center gap-4">
              <TopicIcon slug={icon} name={t(`services.items.${key}.title`)} />
              <h2 className="text-xl font-semibold text-brand-900">{t(`services.items.${key}.title`)}</h2>
            </div>
            <p className="mt-4 text-slate-700">{t(`services.items.${key}.text`)}</p>
            <RichText text={t(`services.items.${key}.points`)} className="mt-3 text-sm text-slate-600" />
          </li>
        ))}
      </ul>

      <section aria-labelledby="delivery-title" className="mt-16 rounded-xl bg-brand-900 px-6 py-10 text-white sm:px-10">
        <h2 id="delivery-title" className="text-2xl font-bold">{t("services.deliveryTitle")}</h2>
        <p className="mt-2 text-slate-300">{t("services.deliveryText")}</p>
        <dl className="mt-8 grid gap-6 sm:grid-cols-2" data-testid="delivery-times">
          <div className="rounded-lg bg-white/10 p-6">
            <dt className="text-sm uppercase tracking-wide text-slate-300">{t("services.deliveryMoroccoLabel")}</dt>
            <dd className="mt-2 text-3xl font-bold text-accent-500">{t("services.deliveryMorocco")}</dd>
          </div>
          <div className="rounded-lg bg-white/10 p-6">
            <dt className="text-sm uppercase tracking-wide text-slate-300">{t("services.deliveryRegionLabel")}</dt>
            <dd className="mt-2 text-3xl font-bold text-accent-500">{t("services.deliveryRegion")}</dd>
          </div>
        </dl>
        <p className="mt-6 text-sm text-slate-300">{t("services.deliveryNote")}</p>
      </section>

      <CtaBand title={t("services.ctaTitle")} text={t("services.ctaText")} to={href("/contact")} label={t("services.ctaButton")} />
    </PageIntro>
  );
}
