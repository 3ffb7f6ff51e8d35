import { Link } from "react-router";
import type { EndOfLifeLifecycle } from "~/catalogue/products/lifecycle";
import type { LinkedProduct } from "~/catalogue/products/product-links.server";
import { pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { BidiText, Ltr } from "~/components/ui/ltr";

function KeySpecs({ product }: { product: LinkedProduct }) {
  const { locale } = useTranslation();
  if (!product.keySpecs.length) return null;
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm">
      {product.keySpecs.map((spec) => (
        <div key={spec.key} className="contents">
          <dt className="text-slate-600">{pickLocalized(spec.name, locale)}</dt>
          <dd className="font-medium text-slate-900"><Ltr>{pickLocalized(spec.value, locale)}</Ltr></dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * An obsolete or NRND part's notice: the replacement first and prominently (its key
 * specifications and a link), or the plain notice when there is none.
 */
export function ReplacementBanner({ lifecycle, replacedBy }: { lifecycle: EndOfLifeLifecycle; replacedBy: LinkedProduct | null }) {
  const { t, href, locale } = useTranslation();
  return (
    <section className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950" aria-labelledby="lifecycle-notice" data-testid="replacement-banner">
      <h2 id="lifecycle-notice" className="text-sm font-semibold">{replacedBy ? t(`replacement.${lifecycle}`) : t(`product.${lifecycle}Notice`)}</h2>
      {replacedBy ? (
        <div className="mt-2">
          <p className="text-base font-semibold">
            {t("replacement.replacedBy")}{" "}
            <Link to={href(`/products/${replacedBy.id}`)} className="font-mono text-brand-700 underline" data-testid="replacement-link">{replacedBy.partNumber}</Link>
          </p>
          <p className="text-sm"><BidiText text={pickLocalized(replacedBy.name, locale)} /> · {replacedBy.manufacturer}</p>
          <KeySpecs product={replacedBy} />
        </div>
      ) : null}
    </section>
  );
}

/** Other parts a buyer may use instead, with their key specifications. */
export function AlternativesList({ alternatives }: { alternatives: LinkedProduct[] }) {
  const { t, href, locale } = useTranslation();
  if (!alternatives.length) return null;
  return (
    <section className="mt-6" aria-labelledby="alternatives-title" data-testid="alternatives">
      <h2 id="alternatives-title" className="text-lg font-semibold text-brand-900">{t("replacement.alternatives")}</h2>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2">
        {alternatives.map((alt) => (
          <li key={alt.id} className="rounded-md border border-slate-200 p-3">
            <Link to={href(`/products/${alt.id}`)} className="font-mono font-semibold text-brand-700 underline">{alt.partNumber}</Link>
            <p className="text-sm text-slate-700"><BidiText text={pickLocalized(alt.name, locale)} /> · {alt.manufacturer}</p>
            <KeySpecs product={alt} />
          </li>
        ))}
      </ul>
    </section>
  );
}
