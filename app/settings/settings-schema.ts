import { z } from "zod";
import type { FieldKeys } from "~/i18n/field-messages";
import { type Locale, locales } from "~/i18n/locales";
import { hoursField, openingHoursFromForm } from "./opening-hours";
import { openingHoursSchema } from "./opening-hours-schema";

// The settings form's one schema: the browser checks it before sending, the action and the JSON
// API check it again. Messages are message keys, shown in the page's language.
const E = "admin.siteSettings.errors";
const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]{2,}$/;
const PHONE = /^\+?[0-9][0-9 .()-]{5,24}$/;

const text = (max: number) => z.string(`${E}.required`).trim().max(max, `${E}.tooLong`);
const required = (max: number) => text(max).min(1, `${E}.required`);
const email = required(254).regex(EMAIL, `${E}.email`);
const phone = required(30).regex(PHONE, `${E}.phone`);
const optionalPhone = text(30).refine((v) => !v || PHONE.test(v), `${E}.phone`);
const webUrl = text(300).refine((v) => {
  if (!v) return true;
  try {
    const url = new URL(v);
    return (url.protocol === "https:" || url.protocol === "http:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}, `${E}.url`);
const language = z.enum(locales, `${E}.language`);

/** An IANA time zone this server knows ("Africa/Casablanca", "Europe/Paris", "UTC"). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
const timeZone = required(64).refine(isTimeZone, "admin.siteSettings.errorsMore.timeZone");

/**
 * The settings' texts written in each language of the site, with their longest length. Each is a
 * flat field a language (`addressEn`, `addressFr`, `addressAr`): a field left out (an API client
 * older than a language) keeps its stored text.
 */
export const SETTINGS_TEXTS = { address: 300, metaTitle: 120, metaDescription: 320 } as const;
export type SettingsText = keyof typeof SETTINGS_TEXTS;
type TextFieldName = `${SettingsText}${Capitalize<Locale>}`;

/** The flat field of a text in one language: `address` in Arabic is `addressAr`. */
export const textFieldName = (text: SettingsText, locale: Locale) => `${text}${locale[0]!.toUpperCase()}${locale.slice(1)}` as TextFieldName;

const languageTexts = Object.fromEntries(
  (Object.keys(SETTINGS_TEXTS) as SettingsText[]).flatMap((name) => locales.map((locale) => [textFieldName(name, locale), text(SETTINGS_TEXTS[name]).optional()])),
) as Record<TextFieldName, z.ZodOptional<ReturnType<typeof text>>>;

export const settingsFormSchema = z
  .object({
    companyName: required(120),
    contactEmail: email,
    salesEmail: email,
    phone,
    whatsapp: optionalPhone,
    ...languageTexts,
    linkedinUrl: webUrl,
    instagramUrl: webUrl,
    defaultLanguage: language,
    // A form sends one checkbox value as a string; JSON sends a list.
    // Left out (an older API client, a PUT that predates them): kept as stored.
    openingHours: openingHoursSchema.optional(),
    timeZone: timeZone.optional(),
    enabledLanguages: z.preprocess((v) => (typeof v === "string" ? [v] : v ?? []), z.array(language).min(1, `${E}.enabledLanguages`)),
    version: z.coerce.number(`${E}.version`).int(`${E}.version`).min(0, `${E}.version`),
  })
  .refine((v) => v.enabledLanguages.includes(v.defaultLanguage), { path: ["defaultLanguage"], message: `${E}.defaultNotEnabled` });

export type SettingsForm = z.infer<typeof settingsFormSchema>;
export type SettingsInput = z.input<typeof settingsFormSchema>;

/** The message keys the settings schema falls back on (its own messages name the rest). */
export const settingsKeys: FieldKeys = { invalid: `${E}.required`, required: `${E}.required`, tooLong: `${E}.tooLong` };

/** A form's plain fields (the per-day hours fields included) as the schema's input. */
export function settingsFromForm(values: Record<string, unknown>): Record<string, unknown> {
  const { enabledLanguages, ...rest } = values;
  const plain = Object.fromEntries(Object.entries(rest).filter(([name]) => !name.startsWith("hours.")));
  return { ...plain, enabledLanguages: enabledLanguages ?? [], openingHours: openingHoursFromForm(values) };
}

/**
 * The form field a problem belongs to: "openingHours.1.closes" (the second open day) is the
 * closing-time input of that day ("hours.2.closes" when Tuesday is the second day ticked).
 */
export function settingsFieldName(path: string, values: Record<string, unknown>): string {
  const match = /^openingHours\.(\d+)\.(opens|closes|day)$/.exec(path);
  if (!match) return path;
  const day = openingHoursFromForm(values)?.[Number(match[1])]?.day;
  return day ? hoursField(day, match[2] === "closes" ? "closes" : "opens") : "openingHours";
}
