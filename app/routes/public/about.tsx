import { catalogueFigures } from "~/catalogue/products/manufacturers.server";
import { CtaBand } from "~/components/cta-band";
import { PageIntro } from "~/components/page-intro";
import { RichText } from "~/components/rich-text";
import { intlTag } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/about";
import { pageTexts } from "./page-texts.server";
import { pageLoader } from "~/http/kit.server";
import { cachedPage } from "~/http/page-query";

export const handle = cachedPage();

// References and brands are counted from the catalogue; the other two are staff texts.
const WRITTEN_FIGURES = ["countries", "delivery"] as const;
const APPROACH = ["advice", "stock", "sourcing", "quality"] as const;

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "public" }, async ({ db, request }) => {
    return { ...(await catalogueFigures(db)), texts: await pageTexts({ request, db }, ["about"]) };
  });

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "pages.about.title", description: "pages.about.intro" });

export default function About({ loaderData }: Route.ComponentProps) {
  const { t, href, locale } = useTranslation();
  const number = new Intl.NumberFormat(intlTag(locale));
  const figures = [
    { key: "references", value: number.format(loaderData.references), label: t("about.figures.references", { count: loaderData.references }) },
    { key: "brands", value: number.format(loaderData.manufacturers.length), label: t("about.figures.brands", { count: loaderData.manufacturers.length }) },
    ...WRITTEN_FIGURES.map((key) => ({ key, value: t(`about.figures.${key}.value`), label: t(`about.figures.${key}.label`) })),
  ];
  return (
    <PageIntro page="about">
      <div className="mt-12 grid gap-12 lg:grid-cols-5">
        <section aria-labelledby="story-title" className="lg:col-span-3">
          <h2 id="story-title" className="text-2xl font-bold text-brand-900">{t("about.storyTitle")}</h2>
          <RichText text={t("about.storyText")} className="mt-4 text-slate-700" />
        </section>
        <dl className="grid grid-cols-2 gap-4 self-start lg:col-span-2" data-testid="about-figures">
          {figures.map(({ key, value, label }) => (
            <div key={key} className="flex flex-col-reverse rounded-xl bg-brand-50 p-5">
              <dt className="mt-1 text-sm text-slate-600">{label}</dt>
              <dd className="text-2xl font-bold text-brand-800">{value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <section aria-labelledby="approach-title" className="mt-16">
        <h2 id="approach-title" className="text-2xl font-bold text-brand-900">{t("about.approachTitle")}</h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {APPROACH.map((key) => (
            <li key={key} className="rounded-xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold text-brand-900">{t(`about.approach.${key}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{t(`about.approach.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      {loaderData.manufacturers.length ? (
        <section aria-labelledby="brands-title" className="mt-16">
          <h2 id="brands-title" className="text-2xl font-bold text-brand-900">{t("about.brandsTitle")}</h2>
          <p className="mt-2 text-slate-600">{t("about.brandsText")}</p>
          <ul className="mt-6 flex flex-wrap gap-3" data-testid="manufacturers">
            {loaderData.manufacturers.map((name) => (
              <li key={name} className="rounded-full border border-slate-200 px-4 py-2 text-sm font-medium text-slate-700">{name}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="location-title" className="mt-16 max-w-3xl">
        <h2 id="location-title" className="text-2xl font-bold text-brand-900">{t("about.locationTitle")}</h2>
        <p className="mt-3 leading-relaxed text-slate-700">{t("about.locationText")}</p>
      </section>

      <CtaBand title={t("about.ctaTitle")} text={t("about.ctaText")} to={href("/contact")} label={t("about.ctaButton")} />
    </PageIntro>
  );
}
