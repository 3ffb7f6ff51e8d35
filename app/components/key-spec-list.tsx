import type { KeySpec } from "~/catalogue/products/key-specs.server";
import { pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { Ltr } from "~/components/ui/ltr";

/**
 * A card's key specs: "Coil voltage 24 V DC". On a phone only the values show, one line, with
 * the names kept for screen readers.
 */
export function KeySpecList({ specs }: { specs: KeySpec[] }) {
  const { locale } = useTranslation();
  if (!specs.length) return null;
  return (
    <dl className="mt-1 flex flex-wrap gap-x-2 text-xs text-slate-600 sm:mt-2 sm:block sm:space-y-0.5" data-testid="key-specs">
      {specs.map((spec) => (
        <div key={spec.key} className="flex gap-1 sm:justify-between">
          <dt className="sr-only sm:not-sr-only sm:text-slate-500">{pickLocalized(spec.name, locale)}</dt>
          <dd className="font-medium text-slate-800"><Ltr>{pickLocalized(spec.value, locale)}</Ltr></dd>
        </div>
      ))}
    </dl>
  );
}
