import { Link } from "react-router";
import { type Locale, type Localized, intlTag, locales, pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";

interface Family {
  categorySlug: string;
  name: Localized;
  products: number;
  incomplete: number;
  average: Record<Locale, number>;
}

const usePercent = () => {
  const { locale } = useTranslation();
  const format = new Intl.NumberFormat(intlTag(locale), { style: "percent", maximumFractionDigits: 0 });
  // Rounded down: 99.6 % is not "100 %" while something is missing.
  return (share: number) => format.format(Math.floor(share * 100) / 100);
};

/** The staff dashboard's least complete families, each with a link to its incomplete products. */
export function FamiliesPanel({ families }: { families: Family[] }) {
  const { t, locale } = useTranslation();
  const percent = usePercent();
  if (!families.some((f) => f.incomplete > 0)) return null;
  return (
    <details className="mt-4 rounded-lg border border-slate-200 bg-white p-4" data-testid="least-complete-families">
      <summary className="cursor-pointer font-semibold text-brand-900">{t("admin.products.quality.title")}</summary>
      <p className="mt-1 text-sm text-slate-600">{t("admin.products.quality.intro")}</p>
      <div className="mt-3 overflow-x-auto">
        <table className="min-w-full text-start text-sm">
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1 pe-4">{t("admin.products.quality.family")}</th>
              {locales.map((l) => <th key={l} scope="col" className="py-1 pe-4">{t(`admin.textedit.languageNames.${l}`)}</th>)}
              <th scope="col" className="py-1 pe-4">{t("admin.products.quality.incomplete")}</th>
              <th scope="col" className="py-1"><span className="sr-only">{t("admin.products.quality.list")}</span></th>
            </tr>
          </thead>
          <tbody>
            {families.map((family) => (
              <tr key={family.categorySlug} className="border-t border-slate-100">
                <th scope="row" className="py-1 pe-4 font-medium">{pickLocalized(family.name, locale)}</th>
                {locales.map((l) => <td key={l} className="py-1 pe-4">{percent(family.average[l])}</td>)}
                <td className="py-1 pe-4">{family.incomplete} / {family.products}</td>
                <td className="py-1">
                  {family.incomplete ? (
                    <Link to={`/admin?category=${encodeURIComponent(family.categorySlug)}&incomplete=any&sort=complete-asc`} className="text-brand-700 underline">
                      {t("admin.products.quality.list")}
                    </Link>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

interface Gaps {
  score: number;
  missing: { attributes: string[]; name: boolean; description: boolean; datasheet: boolean };
}

/** One product's completeness per language, naming what is missing (the product form's side note). */
export function ProductGaps({ completeness, attributeNames }: { completeness: Record<Locale, Gaps>; attributeNames: Record<string, Localized> }) {
  const { t, locale } = useTranslation();
  const percent = usePercent();
  return (
    <section className="mt-4 rounded-lg border border-slate-200 bg-white p-4 text-sm" aria-labelledby="completeness-title" data-testid="product-completeness">
      <h2 id="completeness-title" className="font-semibold text-brand-900">{t("admin.products.quality.editTitle")}</h2>
      <ul className="mt-2 space-y-1">
        {locales.map((l) => {
          const { score, missing } = completeness[l];
          const language = t(`admin.textedit.languageNames.${l}`);
          const gaps = [
            ...missing.attributes.map((key) => pickLocalized(attributeNames[key], locale) || key),
            ...(missing.name ? [t("admin.products.quality.missingName")] : []),
            ...(missing.description ? [t("admin.products.quality.missingDescription")] : []),
            ...(missing.datasheet ? [t("admin.products.quality.missingDatasheet")] : []),
          ];
          return (
            <li key={l} data-testid={`completeness-${l}`}>
              <span className={score < 1 ? "font-medium text-amber-800" : "text-green-800"}>{language} {percent(score)}</span>
              {" — "}
              {gaps.length ? t("admin.products.quality.gaps", { language, list: gaps.join(", ") }) : t("admin.products.quality.complete", { language })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
