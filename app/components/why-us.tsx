import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { Arrow } from "~/components/ui/ltr";

const REASONS = ["stock", "support", "delivery", "quality"] as const;

/** The home page's reasons to buy here, with the delivery times of SPEC §9. */
export function WhyUs() {
  const { t, href } = useTranslation();
  return (
    <section className="border-t border-slate-200 bg-slate-50" aria-labelledby="why-title">
      <div className="mx-auto max-w-7xl px-6 py-16">
        <h2 id="why-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("homeSections.whyTitle")}</h2>
        <p className="mt-2 text-slate-600">{t("homeSections.whyText")}</p>
        <dl className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map((key) => (
            <div key={key} className="border-t-4 border-accent-500 pt-4">
              <dt className="font-semibold text-brand-900">{t(`homeSections.reasons.${key}.title`)}</dt>
              <dd className="mt-2 text-sm leading-relaxed text-slate-600">{t(`homeSections.reasons.${key}.text`)}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-8 flex flex-wrap gap-6">
          <Link to={href("/services")} className="font-semibold text-brand-700 hover:underline">{t("homeSections.servicesLink")} <Arrow to="forward" /></Link>
          <Link to={href("/catalogues")} className="font-semibold text-brand-700 hover:underline">{t("homeSections.cataloguesLink")} <Arrow to="forward" /></Link>
        </div>
      </div>
    </section>
  );
}
