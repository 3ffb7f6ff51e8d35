import { useSettings, useTranslation } from "~/i18n/use-translation";
import { PageIntro } from "./page-intro";
import { RichText } from "./rich-text";

/** A legal page: numbered sections from `legal.{page}.sections.*`, with the company's details filled in. */
export function LegalPage({ page, sections, children }: { page: "privacy" | "terms" | "cookies"; sections: readonly string[]; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const vars = {
    company: settings?.companyName ?? "",
    address: settings?.address ?? "",
    email: settings?.contactEmail ?? "",
  };
  return (
    <PageIntro page={page}>
      <div className="mt-10 max-w-3xl space-y-10" data-testid="legal-sections">
        {sections.map((key, index) => (
          <section key={key} aria-labelledby={`${page}-${key}`}>
            <h2 id={`${page}-${key}`} className="text-xl font-semibold text-brand-900">
              {index + 1}. {t(`legal.${page}.sections.${key}.title`)}
            </h2>
            <RichText text={t(`legal.${page}.sections.${key}.text`, vars)} className="mt-3 text-slate-700" />
          </section>
        ))}
        {children}
      </div>
    </PageIntro>
  );
}
