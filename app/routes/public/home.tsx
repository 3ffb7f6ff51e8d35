import { Link } from "react-router";
import { listFeaturedCategories } from "~/catalogue/taxonomy/taxonomy.server";
import { localeFromPath, pickLocalized } from "~/i18n/locales";
import { articleCardView } from "~/news/article-view";
import { listPublishedArticles } from "~/news/articles.server";
import { ArticleCard } from "~/components/article-card";
import { useOrigin, useSettings, useTranslation } from "~/i18n/use-translation";
import { pageMeta } from "~/seo/meta";
import { JsonLd } from "~/seo/json-ld";
import { organizationData } from "~/seo/organization";
import { TopicTiles } from "~/components/topic-tile";
import { WhyUs } from "~/components/why-us";
import { telHref } from "~/components/contact-links";
import type { Route } from "./+types/home";
import { buttonClass } from "~/components/ui/button";
import { pageLoader } from "~/http/kit.server";
import { cachedPage } from "~/http/page-query";
import { Arrow, Ltr } from "~/components/ui/ltr";

export const handle = cachedPage();

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "public" }, async ({ db, request }) => {
    const locale = localeFromPath(new URL(request.url).pathname);
    const [featured, latest] = await Promise.all([listFeaturedCategories(db), listPublishedArticles(db, { perPage: 3 })]);
    return { featured, articles: latest.items.map((article) => articleCardView(article, locale)) };
  });

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "home.metaTitle" });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, href, locale, taxonomyName } = useTranslation();
  const featured = loaderData.featured.map((category) => {
    const name = taxonomyName("categories", category.slug);
    return {
      to: href(`/products?category=${encodeURIComponent(name)}`),
      image: category.image,
      imageSrcSet: category.imageSrcSet,
      slug: category.slug,
      name,
      description: pickLocalized(category.description, locale),
      more: t("common.productCount", { count: category.productCount }),
    };
  });
  const settings = useSettings();
  const origin = useOrigin();
  return (
    <>
      {settings ? <JsonLd data={organizationData(settings, origin)} /> : null}
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-6 py-20 sm:py-28">
          <p className="text-sm font-semibold uppercase tracking-widest text-accent-500">{t("header.tagline")}</p>
          <h1 className="mt-4 max-w-4xl text-3xl font-bold leading-tight tracking-tight sm:text-5xl">{t("home.heroTitle")}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-200">{t("home.heroText")}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link to={href("/products")} className={buttonClass({ variant: "accent", size: "lg" })}>
              {t("home.heroCta")}
            </Link>
            <Link to={href("/quote")} className={buttonClass({ variant: "inverse", size: "lg" })}>
              {t("home.heroSecondary")}
            </Link>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-6 py-16" aria-labelledby="featured-title">
        <h2 id="featured-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("home.featuredTitle")}</h2>
        <p className="mt-2 text-slate-600">{t("home.featuredText")}</p>
        <TopicTiles testId="featured-categories" className="mt-8" topics={featured} />
        <Link to={href("/products")} className="mt-8 inline-block font-semibold text-brand-700 hover:underline">
          {t("homeSections.allCategories")} <Arrow to="forward" />
        </Link>
      </section>

      <WhyUs />

      {loaderData.articles.length ? (
        <section className="mx-auto max-w-7xl px-6 py-16" aria-labelledby="news-title" data-testid="latest-articles">
          <h2 id="news-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("news.latestTitle")}</h2>
          <p className="mt-2 text-slate-600">{t("news.latestText")}</p>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {loaderData.articles.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} headingLevel={3} />
              </li>
            ))}
          </ul>
          <Link to={href("/blog")} className="mt-8 inline-block font-semibold text-brand-700 hover:underline">
            {t("news.allArticles")} <Arrow to="forward" />
          </Link>
        </section>
      ) : null}

      <section className="bg-brand-50">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-6 py-14 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-bold text-brand-900">{t("home.ctaTitle")}</h2>
            <p className="mt-2 max-w-2xl text-slate-700">{t("home.ctaText")}</p>
          </div>
          <Link to={href("/contact")} className={buttonClass({ size: "lg", className: "shrink-0" })}>
            {t("home.ctaButton")}
          </Link>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-6 py-16" aria-labelledby="contact-title">
        <h2 id="contact-title" className="text-2xl font-bold text-brand-900">{t("home.contactTitle")}</h2>
        <p className="mt-2 text-slate-600">{t("home.contactText")}</p>
        <dl className="mt-6 grid gap-6 sm:grid-cols-3">
          {settings?.phone ? (
            <div>
              <dt className="text-sm font-semibold text-slate-500">{t("header.phone")}</dt>
              <dd className="mt-1"><a className="text-brand-700 hover:underline" href={telHref(settings.phone)}><Ltr>{settings.phone}</Ltr></a></dd>
            </div>
          ) : null}
          {settings?.salesEmail ? (
            <div>
              <dt className="text-sm font-semibold text-slate-500">{t("header.email")}</dt>
              <dd className="mt-1"><a className="text-brand-700 hover:underline" href={`mailto:${settings.salesEmail}`}><Ltr>{settings.salesEmail}</Ltr></a></dd>
            </div>
          ) : null}
          {settings?.address ? (
            <div>
              <dt className="text-sm font-semibold text-slate-500">{t("nav.contact")}</dt>
              <dd className="mt-1 text-slate-700">{settings.address}</dd>
            </div>
          ) : null}
        </dl>
      </section>
    </>
  );
}
