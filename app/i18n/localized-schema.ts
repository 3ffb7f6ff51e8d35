import { z } from "zod";
import { type Locale, perLocale } from "./locales";

/**
 * A text given in each language of the site, as one zod object: `field(locale)` checks one
 * language's text. Every schema that takes a name, a description or a label per language says so
 * through this, so that a new language of the site (decision 029) is a field of each at once.
 */
export function localized<T extends z.ZodType>(field: (locale: Locale) => T, params?: Parameters<typeof z.object>[1]) {
  return z.object(perLocale(field), params);
}
