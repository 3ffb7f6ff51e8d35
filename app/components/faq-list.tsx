import { useTranslation } from "~/i18n/use-translation";

const QUESTIONS = ["quote", "delivery", "minimum", "obsolete", "documents", "export"] as const;

/** The contact page's questions and answers, opened one by one without JavaScript. */
export function FaqList() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="faq-title">
      <h2 id="faq-title" className="text-2xl font-bold text-brand-900">{t("faq.title")}</h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200" data-testid="faq">
        {QUESTIONS.map((key) => (
          <details key={key} className="group p-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-brand-900">
              {t(`faq.items.${key}.q`)}
              <span aria-hidden="true" className="text-xl text-brand-600 transition group-open:rotate-45">+</span>
            </summary>
            <p className="mt-3 leading-relaxed text-slate-700">{t(`faq.items.${key}.a`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
