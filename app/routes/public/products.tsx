import { Link } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { listCategories } from "~/catalogue/taxonomy.server";
import { databaseContext } from "~/context";
import { useTranslation } from "~/i18n/use-translation";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/products";

export async function loader({ context }: Route.LoaderArgs) {
  return { categories: await listCategories(context.get(databaseContext)) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "pages.products.title", description: "pages.products.intro" });

export default function Products({ loaderData }: Route.ComponentProps) {
  const { t, href, taxonomyName } = useTranslation();
  return (
    <PageIntro page="products">
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {loaderData.categories.map((category) => {
          const name = taxonomyName("categories", category.slug);
          return (
            <li key={category.id}>
              <Link
                to={href(`/products?category=${encodeURIComponent(name)}`)}
                className="flex h-full flex-col justify-between rounded-lg border border-slate-200 p-5 hover:border-brand-500 hover:shadow"
              >
                <span className="font-semibold text-brand-800">{name}</span>
                <span className="mt-2 text-sm text-slate-500">{t("common.productCount", { count: category.productCount })}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </PageIntro>
  );
}
