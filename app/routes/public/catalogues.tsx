import { listCatalogues } from "~/catalogue/catalogues.server";
import { CatalogueCard } from "~/components/catalogue-card";
import { CtaBand } from "~/components/cta-band";
import { PageIntro } from "~/components/page-intro";
import { useTranslation } from "~/i18n/use-translation";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/catalogues";
import { pageTexts } from "./page-texts.server";
import { pageLoader } from "~/http/kit.server";
import { cachedPage } from "~/http/page-query";

export const handle = cachedPage();

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "public" }, async ({ db, request }) => {
    return { catalogues: await listCatalogues(db), texts: await pageTexts({ request, db }, ["cataloguesPage"]) };
  });

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "pages.catalogues.title", description: "pages.catalogues.intro" });

export default function Catalogues({ loaderData }: Route.ComponentProps) {
  const { t, href } = useTranslation();
  return (
    <PageIntro page="catalogues">
      <section aria-labelledby="catalogues-title" className="mt-10">
        <h2 id="catalogues-title" className="text-2xl font-bold text-brand-900">{t("cataloguesPage.listTitle")}</h2>
        {loaderData.catalogues.length ? (
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {loaderData.catalogues.map((catalogue) => (
              <li key={catalogue.id}>
                <CatalogueCard catalogue={catalogue} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 text-slate-600">{t("cataloguesPage.empty")}</p>
        )}
      </section>
      <CtaBand title={t("cataloguesPage.requestTitle")} text={t("cataloguesPage.requestText")} to={href("/contact")} label={t("cataloguesPage.requestButton")} />
    </PageIntro>
  );
}
