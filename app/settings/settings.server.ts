import { eq, inArray } from "drizzle-orm";
import { memoize } from "~/cache/content-cache.server";
import type { Database } from "~/db/client.server";
import { media, settings } from "~/db/schema";
import type { OpeningDay } from "./opening-hours";
import { readOpeningHours } from "./opening-hours-schema";
import { type Locale, defaultLocale, isLocale, locales, pickLocalized } from "~/i18n/locales";
import { mediaUrl } from "~/media/media-url";

export type SettingsRow = typeof settings.$inferSelect;

/** What every public page needs from the site settings, in one language. */
export interface PublicSettings {
  companyName: string;
  contactEmail: string;
  salesEmail: string;
  webmasterEmail: string;
  phone: string;
  whatsapp: string;
  address: string;
  metaTitle: string;
  metaDescription: string;
  linkedinUrl: string;
  instagramUrl: string;
  logoUrl: string | null;
  faviconUrl: string | null;
  defaultLanguage: Locale;
  enabledLanguages: Locale[];
  openingHours: OpeningDay[];
}

export async function getSettings(db: Database): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  return row;
}

/** The settings row with its images' URLs. */
export interface SiteSettings {
  row: SettingsRow | undefined;
  logoUrl: string | null;
  faviconUrl: string | null;
}

/** Read once per process and kept until contentChanged() (every settings save calls it). */
export function getSiteSettings(db: Database): Promise<SiteSettings> {
  return memoize(db, "site-settings", async () => {
    const row = await getSettings(db);
    const ids = [row?.logoId, row?.faviconId].filter((id): id is number => typeof id === "number");
    const files = ids.length ? await db.select({ id: media.id, key: media.storageKey }).from(media).where(inArray(media.id, ids)) : [];
    const url = (id: number | null | undefined) => {
      const file = files.find((f) => f.id === id);
      return file ? mediaUrl(file.key) : null;
    };
    return { row, logoUrl: url(row?.logoId), faviconUrl: url(row?.faviconId) };
  });
}

/** The languages the site offers (never none) and its default (always one of them). */
export function siteLanguages(row: SettingsRow | undefined): { enabled: Locale[]; defaultLanguage: Locale } {
  const enabled = locales.filter((locale) => (row?.enabledLanguages ?? locales).includes(locale));
  const list = enabled.length ? enabled : [...locales];
  const wanted = isLocale(row?.defaultLanguage) ? row.defaultLanguage : defaultLocale;
  return { enabled: list, defaultLanguage: list.includes(wanted) ? wanted : list[0]! };
}

export function toPublicSettings({ row, logoUrl, faviconUrl }: SiteSettings, locale: Locale): PublicSettings {
  const { enabled, defaultLanguage } = siteLanguages(row);
  return {
    companyName: row?.companyName ?? "Vitrine",
    contactEmail: row?.contactEmail ?? "",
    salesEmail: row?.salesEmail ?? "",
    webmasterEmail: row?.webmasterEmail ?? "",
    phone: row?.phone ?? "",
    whatsapp: row?.whatsapp ?? "",
    address: pickLocalized(row?.address, locale),
    metaTitle: pickLocalized(row?.metaTitle, locale),
    metaDescription: pickLocalized(row?.metaDescription, locale),
    linkedinUrl: row?.linkedinUrl ?? "",
    instagramUrl: row?.instagramUrl ?? "",
    logoUrl,
    faviconUrl,
    defaultLanguage,
    enabledLanguages: enabled,
    openingHours: readOpeningHours(row?.openingHours),
  };
}
