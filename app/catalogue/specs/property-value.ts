import type { TypedSpec } from "~/catalogue/products/attributes.server";
import { type Locale, pickLocalized } from "~/i18n/locales";

/**
 * A specification as schema.org's PropertyValue (a product page's `additionalProperty`): one
 * number or a range with its unit where the value is one quantity, else the label in the page's
 * language ("2 RT", "CE, cULus").
 */
export function propertyValue(spec: TypedSpec, locale: Locale) {
  const name = pickLocalized(spec.name, locale);
  const [only] = spec.values;
  if (spec.type === "quantity" && spec.values.length === 1 && only && only.min !== null && spec.unit) {
    return only.max !== null && only.max !== only.min
      ? { "@type": "PropertyValue", name, minValue: only.min, maxValue: only.max, unitText: spec.unit, description: pickLocalized(spec.value, locale) }
      : { "@type": "PropertyValue", name, value: only.min, unitText: spec.unit, description: pickLocalized(spec.value, locale) };
  }
  return { "@type": "PropertyValue", name, value: pickLocalized(spec.value, locale) };
}
