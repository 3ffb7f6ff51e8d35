import { Link } from "react-router";
import type { ProductSummary } from "~/catalogue/products/products.server";
import { pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { CompareToggle } from "./compare/compare-toggle";
import { EquivalentTo } from "./equivalent-to";
import { FavoriteButton } from "./favorite-button";
import { LifecycleBadge } from "./lifecycle-badge";
import { ProductImage } from "./product-image";

export function ProductCard({ product }: { product: ProductSummary }) {
  const { t, href, locale, taxonomyName } = useTranslation();
  const name = pickLocalized(product.name, locale);
  return (
    <article className="relative flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 transition hover:border-brand-500 hover:shadow-md" data-testid="product-card">
      <ProductImage source={product.imageSource} alt={name} category={product.categorySlug} className="aspect-[4/3] w-full" />
      <div className="mt-3 flex items-start justify-between gap-2">
        <p className="font-mono text-sm font-semibold text-brand-700" data-testid="part-number">
          {product.partNumber}
        </p>
        <LifecycleBadge lifecycle={product.lifecycle} />
      </div>
      <h3 className="mt-1 text-[15px] font-semibold leading-snug text-slate-900">
        <Link to={href(`/products/${product.id}`)} className="after:absolute after:inset-0 hover:underline" aria-label={t("catalogue.viewProduct", { name: `${product.partNumber} ${name}` })}>
          {name}
        </Link>
      </h3>
      {product.equivalentTo ? <EquivalentTo reference={product.equivalentTo} className="mt-1" /> : null}
      <p className="mt-auto pt-2 text-xs text-slate-500">
        {product.manufacturer} · {taxonomyName("categories", product.categorySlug)}
      </p>
      <div className="mt-2 flex items-center">
        <CompareToggle product={product} />
      </div>
      <FavoriteButton
        className="absolute right-3 top-3 z-10 bg-white/90"
        product={{ id: product.id, partNumber: product.partNumber, name: product.name, manufacturer: product.manufacturer, categorySlug: product.categorySlug, lifecycle: product.lifecycle, image: product.image }}
      />
    </article>
  );
}
