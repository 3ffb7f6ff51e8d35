import { listApplications } from "~/catalogue/taxonomy/taxonomy.server";
import { CtaBand } from "~/components/cta-band";
import { PageIntro } from "~/components/page-intro";
import { TopicTiles } from "~/components/topic-tile";
import { pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/applications";
import { pageTexts } from "./page-texts.server";
import { pageLoader } from "~/http/kit.server";
import { cachedPage } from "~/http/page-query";

export const handle = cachedPage();

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "public" }, async ({ db, request }) => {
    return { applications: await listApplications(db), texts: await pageTexts({ request, db }, ["industries"]) };
  });

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "pages.applications.title", description: "pages.applications.intro" });

export default function Applications({ loaderData }: Route.ComponentProps) {
  const { t, href, locale, taxonomyName } = useTranslation();
  return (
    <PageIntro page="applications">
      <section aria-labelledby="industries-title" className="mt-10">
        <h2 id="industries-title" className="sr-only">{t("industries.listTitle")}</h2>
        <TopicTiles
          testId="applications"
          topics={loaderData.applications.map((application) => ({
            to: href(`/products?application=${encodeURIComponent(application.slug)}`),
            image: application.image,
            imageSrcSet: application.imageSrcSet,
            slug: application.slug,
            name: taxonomyName("applications", application.slug),
            description: pickLocalized(application.description, locale),
            more: t("industries.viewProducts"),
          }))}
        />
      </section>
      <CtaBand title={t("industries.helpTitle")} text={t("industries.helpText")} to={href("/contact")} label={t("industries.helpButton")} />
    </PageIntro>
  );
}
