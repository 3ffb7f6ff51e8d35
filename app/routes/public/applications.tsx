import { Link } from "react-router";
import { listApplications } from "~/catalogue/taxonomy.server";
import { CtaBand } from "~/components/cta-band";
import { PageIntro } from "~/components/page-intro";
import { TopicIcon } from "~/components/topic-icon";
import { databaseContext } from "~/context";
import { pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/applications";

export async function loader({ context }: Route.LoaderArgs) {
  return { applications: await listApplications(context.get(databaseContext)) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "pages.applications.title", description: "pages.applications.intro" });

export default function Applications({ loaderData }: Route.ComponentProps) {
  const { t, href, locale, taxonomyName } = useTranslation();
  return (
    <PageIntro page="applications">
      <section aria-labelledby="industries-title" className="mt-10">
        <h2 id="industries-title" className="sr-only">{t("industries.listTitle")}</h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="applications">
          {loaderData.applications.map((application) => {
            const name = taxonomyName("applications", application.slug);
            return (
              <li key={application.id}>
                <Link
                  to={href(`/products?application=${encodeURIComponent(application.slug)}`)}
                  className="flex h-full flex-col rounded-xl border border-slate-200 p-6 transition hover:border-brand-500 hover:shadow-md"
                >
                  {application.image ? (
                    <img src={application.image} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 rounded-lg object-cover" />
                  ) : (
                    <TopicIcon slug={application.slug} name={name} />
                  )}
                  <h3 className="mt-4 text-lg font-semibold text-brand-900">{name}</h3>
                  <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{pickLocalized(application.description, locale)}</p>
                  <span className="mt-4 text-sm font-medium text-brand-600">{t("industries.viewProducts")} →</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <CtaBand title={t("industries.helpTitle")} text={t("industries.helpText")} to={href("/contact")} label={t("industries.helpButton")} />
    </PageIntro>
  );
}
