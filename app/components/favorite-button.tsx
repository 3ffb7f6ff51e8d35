import type { Favorite } from "~/favorites/favorites-store";
import { useFavorites } from "~/favorites/use-favorites";
import { pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { HeartIcon } from "./icons";

/** Toggles a product in the favourites kept on this device (needs JavaScript, SPEC §4). */
export function FavoriteButton({ product, className = "" }: { product: Favorite; className?: string }) {
  const { t, locale } = useTranslation();
  const { favorites, add, remove } = useFavorites();
  const saved = favorites?.some((f) => f.id === product.id) ?? false;
  const name = pickLocalized(product.name, locale);
  return (
    <button
      type="button"
      // Rendered disabled on the server: favourites live in the browser only.
      disabled={favorites === null}
      aria-pressed={saved}
      aria-label={saved ? t("favorites.remove", { name }) : t("favorites.add", { name })}
      onClick={() => (saved ? remove(product.id) : add(product))}
      className={`flex h-10 w-10 items-center justify-center rounded-full transition hover:bg-rose-50 disabled:opacity-40 ${
        saved ? "text-rose-600" : "text-slate-400 hover:text-rose-600"
      } ${className}`}
      data-testid="favorite-toggle"
    >
      <HeartIcon width={22} height={22} fill={saved ? "currentColor" : "none"} />
    </button>
  );
}
