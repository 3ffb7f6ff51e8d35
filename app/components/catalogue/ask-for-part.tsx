import { Form } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { cleanPart } from "~/quotes/quote-list";
import { buttonClass } from "~/components/ui/button";

/**
 * "Ask us for <what you typed>" after a search that found nothing (issue 32): a plain form, so it
 * works without JavaScript, adding the text to the quote list as a part to source.
 */
export function AskForPart({ q, className, hint = true }: { q: string; className?: string; hint?: boolean }) {
  const { t, href } = useTranslation();
  const part = cleanPart(q);
  if (!part) return null;
  return (
    <Form method="post" action={href("/quote")} className={className} data-testid="ask-for-part">
      <input type="hidden" name="intent" value="addPart" />
      <input type="hidden" name="part" value={part} />
      <input type="hidden" name="redirectTo" value={href("/quote")} />
      {hint ? <p className="mb-2 text-sm text-slate-600">{t("catalogue.askForHint")}</p> : null}
      <button type="submit" className={buttonClass({ variant: "outline" })}>
        {t("catalogue.askFor", { q: part })}
      </button>
    </Form>
  );
}
