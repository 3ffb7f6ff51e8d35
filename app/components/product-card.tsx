import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ProductSummary } from "~/catalogue/products/products.server";
import { fallbackLangAttributes, pickLocalizedWithLang } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { AvailabilityBadge } from "./availability-badge";
import { CompareToggle } from "./compare/compare-toggle";
import { EquivalentTo } from "./equivalent-to";
import { FavoriteButton } from "./favorite-button";
import { KeySpecList } from "./key-spec-list";
import { LifecycleBadge } from "./lifecycle-badge";
import { ProductImage } from "./product-image";
import { BidiText, Ltr } from "~/components/ui/ltr";

/** On a phone the image is a thumbnail beside the text; from sm up, a photo above it. */
const CARD_IMAGE_SIZES = "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 80px";

/** The favourite toggle of a card, as a product the favourites store keeps. */
export function favoriteOf(product: ProductSummary) {
  const { id, partNumber, name, manufacturer, categorySlug, lifecycle, image } = product;
  return { id, partNumber, name, manufacturer, categorySlug, lifecycle, image };
}

/**
 * A product in the list: compact on phones (thumbnail beside part number, name and key specs,
 * so six or more fit on a screen), a card with its photo above from sm up. `actions` are added
 * to the card's action area, after the favourite toggle (the area sits above the card's link).
 */
export function ProductCard({ product, actions }: { product: ProductSummary; actions?: ReactNode }) {
  const { t, href, locale, taxonomyName } = useTranslation();
  const picked = pickLocalizedWithLang(product.name, locale);
  const name = picked.text;
  return (
    <article
      className="relative flex h-full gap-3 rounded-lg border border-slate-200 bg-white p-2 transition hover:border-brand-500 hover:shadow-md sm:flex-col sm:gap-0 sm:p-4"
      data-testid="product-card"
    >
      <ProductImage
        source={product.imageSource}
        alt={name}
        category={product.categorySlug}
        sizes={CARD_IMAGE_SIZES}
        className="h-20 w-20 shrink-0 sm:aspect-[4/3] sm:h-auto sm:w-full [&_svg]:h-10 [&_svg]:w-10 sm:[&_svg]:h-16 sm:[&_svg]:w-16"
      />
      <div className="flex min-w-0 flex-1 flex-col pe-10 sm:pe-0">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 sm:mt-3 sm:justify-between">
          <p className="font-mono text-sm font-semibold text-brand-700" data-testid="part-number">
            <Ltr>{product.partNumber}</Ltr>
          </p>
          <LifecycleBadge lifecycle={product.lifecycle} />
        </div>
        <h3 className="mt-0.5 line-clamp-2 text-sm font-semibold leading-snug text-slate-900 sm:mt-1 sm:text-[15px]" {...fallbackLangAttributes(picked, locale)}>
          <Link to={href(`/products/${product.id}`)} className="after:absolute after:inset-0 hover:underline" aria-label={t("catalogue.viewProduct", { name: `${product.partNumber} ${name}` })}>
            <BidiText text={picked} />
          </Link>
        </h3>
        {product.equivalentTo ? <EquivalentTo reference={product.equivalentTo} className="mt-1" /> : null}
        <KeySpecList specs={product.keySpecs} />
        <p className="mt-auto hidden pt-2 text-xs text-slate-500 sm:block">
          {product.manufacturer} · {taxonomyName("categories", product.categorySlug)}
        </p>
        {/* Availability and Compare share a line, so that six compact cards still fit on a phone's screen. */}
        <div className="mt-0.5 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 sm:mt-2">
          <AvailabilityBadge availability={product.availability} />
          <CompareToggle product={product} />
        </div>
      </div>
      <div className="absolute end-1.5 top-1.5 z-10 flex flex-col gap-1 sm:end-3 sm:top-3" data-testid="card-actions">
        <FavoriteButton className="bg-white/90" product={favoriteOf(product)} />
        {actions}
      </div>
    </article>
  );
}
