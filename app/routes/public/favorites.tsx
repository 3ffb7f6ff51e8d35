import { Link } from "react-router";
import { FavoriteButton } from "~/components/favorite-button";
import { LifecycleBadge } from "~/components/lifecycle-badge";
import { ProductImage } from "~/components/product-image";
import { useFavorites } from "~/favorites/use-favorites";
import { pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/favorites";
import { cachedPage } from "~/http/page-query";
import { BidiText, Ltr } from "~/components/ui/ltr";

export const handle = cachedPage();

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "favorites.title", description: "pages.favorites.intro", noindex: true });

/** Favourites live in this browser's local storage (SPEC §4), so the list is drawn here, not on the server. */
export default function FavoritesPage() {
  const { t, href, locale, taxonomyName } = useTranslation();
  const { favorites, clear } = useFavorites();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <nav aria-label={t("common.breadcrumb")} className="text-sm text-slate-500">
        <Link to={href("/")} className="hover:underline">{t("nav.home")}</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{t("favorites.title")}</span>
      </nav>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t("favorites.title")}</h1>
        {favorites?.length ? (
          <button type="button" onClick={clear} className="text-sm font-medium text-brand-700 underline">{t("favorites.clear")}</button>
        ) : null}
      </div>
      <p className="mt-2 text-slate-600">{t("pages.favorites.intro")}</p>

      {favorites === null ? null : favorites.length === 0 ? (
        <div className="mt-10 rounded-lg border border-dashed border-slate-300 p-10 text-center" data-testid="no-favorites">
          <p className="text-lg font-semibold text-slate-800">{t("favorites.empty")}</p>
          <p className="mt-2 text-slate-600">{t("favorites.emptyHint")}</p>
          <Link to={href("/products")} className="mt-4 inline-block font-semibold text-brand-700 underline">{t("favorites.browse")}</Link>
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600">{t("favorites.count", { count: favorites.length })}</p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="favorites-list">
            {favorites.map((favorite) => {
              const name = pickLocalized(favorite.name, locale);
              return (
                <li key={favorite.id} className="relative flex gap-4 rounded-lg border border-slate-200 p-4">
                  <ProductImage source={favorite.image ? { src: favorite.image } : null} alt={name} category={favorite.categorySlug} className="h-20 w-24 shrink-0" />
                  <div className="min-w-0 flex-1">
                    <p className="font-mono text-sm font-semibold text-brand-700"><Ltr>{favorite.partNumber}</Ltr></p>
                    <Link to={href(`/products/${favorite.id}`)} className="font-semibold text-slate-900 hover:underline"><BidiText text={name} /></Link>
                    <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                      {favorite.manufacturer} · {taxonomyName("categories", favorite.categorySlug)} <LifecycleBadge lifecycle={favorite.lifecycle} />
                    </p>
                  </div>
                  <FavoriteButton product={favorite} />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
