import { AEROSPACE_SEGMENTS, listCatalogues } from "~/catalogue/catalogues.server";
import { CatalogueCard } from "~/components/catalogue-card";
import { CtaBand } from "~/components/cta-band";
import { PageIntro } from "~/components/page-intro";
import { TopicIcon } from "~/components/topic-icon";
import { useTranslation } from "~/i18n/use-translation";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/aerospace";
import { pageTexts } from "./page-texts.server";
import { pageLoader } from "~/http/kit.server";
import { cachedPage } from "~/http/page-query";

export const handle = cachedPage();

const SEGMENTS = [
  { slug: "general-aviation", key: "generalAviation" },
  { slug: "commercial-aircraft", key: "commercialAircraft" },
  { slug: "military", key: "military" },
] as const;
const CERTIFICATIONS = ["quality", "conformity", "traceability", "qualified", "export"] as const;

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "public" }, async ({ db, request }) => {
    return {
      catalogues: await listCatalogues(db, AEROSPACE_SEGMENTS),
      texts: await pageTexts({ request, db }, ["aerospacePage", "cataloguesPage"]),
    };
  });

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "pages.aerospace.title", description: "pages.aerospace.intro" });

export default function Aerospace({ loaderData }: Route.ComponentProps) {
  const { t, href } = useTranslation();
  return (
    <PageIntro page="aerospace">
      <section aria-labelledby="segments-title" className="mt-12">
        <h2 id="segments-title" className="text-2xl font-bold text-brand-900">{t("aerospacePage.segmentsTitle")}</h2>
        <p className="mt-2 max-w-3xl text-slate-600">{t("aerospacePage.segmentsText")}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3" data-testid="aerospace-segments">
          {SEGMENTS.map((segment) => (
            <li key={segment.slug} id={segment.slug} className="rounded-xl border border-slate-200 p-6">
              <TopicIcon slug="aerospace" name={t(`aerospacePage.segments.${segment.key}.title`)} />
              <h3 className="mt-4 text-lg font-semibold text-brand-900">{t(`aerospacePage.segments.${segment.key}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(`aerospacePage.segments.${segment.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="aero-catalogues-title" className="mt-16">
        <h2 id="aero-catalogues-title" className="text-2xl font-bold text-brand-900">{t("aerospacePage.cataloguesTitle")}</h2>
        <p className="mt-2 text-slate-600">{t("aerospacePage.cataloguesText")}</p>
        {loaderData.catalogues.length ? (
          <ul className="mt-6 grid gap-6 lg:grid-cols-3">
            {loaderData.catalogues.map((catalogue) => (
              <li key={catalogue.id}>
                <CatalogueCard catalogue={catalogue} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 text-slate-600">{t("aerospacePage.noCatalogues")}</p>
        )}
      </section>

      <section aria-labelledby="certifications-title" className="mt-16">
        <h2 id="certifications-title" className="text-2xl font-bold text-brand-900">{t("aerospacePage.certificationsTitle")}</h2>
        <p className="mt-2 text-slate-600">{t("aerospacePage.certificationsText")}</p>
        <dl className="mt-6 grid gap-x-10 gap-y-6 md:grid-cols-2" data-testid="certifications">
          {CERTIFICATIONS.map((key) => (
            <div key={key} className="border-s-4 border-accent-500 ps-4">
              <dt className="font-semibold text-brand-900">{t(`aerospacePage.certifications.${key}.title`)}</dt>
              <dd className="mt-1 text-sm leading-relaxed text-slate-600">{t(`aerospacePage.certifications.${key}.text`)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <CtaBand title={t("aerospacePage.ctaTitle")} text={t("aerospacePage.ctaText")} to={href("/contact")} label={t("aerospacePage.ctaButton")} />
    </PageIntro>
  );
}
