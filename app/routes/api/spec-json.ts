import type { ShownSpec, TypedSpec } from "~/catalogue/products/attributes.server";
import type { Facets } from "~/catalogue/products/product-facets.server";
import { type Locale, pickLocalized } from "~/i18n/locales";

/*
 * Specifications in the JSON API: each value in the language the call asks for (`?locale=fr`),
 * with its parts (the canonical value, numbers in the attribute's unit), so that a program reads
 * the numbers and a person reads the label.
 */

export const keySpecJson = (spec: ShownSpec, locale: Locale) => ({ key: spec.key, name: spec.name, value: pickLocalized(spec.value, locale) });

export const specJson = (spec: TypedSpec, locale: Locale) => ({
  key: spec.key,
  name: spec.name,
  type: spec.type,
  unit: spec.unit,
  value: pickLocalized(spec.value, locale),
  values: spec.values.map((v) => ({ value: v.value, min: v.min, max: v.max, label: pickLocalized(v.label, locale) })),
});

export const facetsJson = (facets: Facets, locale: Locale) => ({
  ...facets,
  specs: facets.specs.map((facet) => ({
    ...facet,
    unit: facet.unit ? pickLocalized(facet.unit, locale) : null,
    values: facet.values.map((v) => ({ ...v, label: pickLocalized(v.label, locale) })),
  })),
});
