import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { settings } from "~/db/schema";
import { type Locale, pickLocalized } from "~/i18n/locales";

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
  enabledLanguages: string[];
}

export async function getSettings(db: Database): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  return row;
}

export function toPublicSettings(row: SettingsRow | undefined, locale: Locale): PublicSettings {
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
    enabledLanguages: row?.enabledLanguages ?? ["en", "fr"],
  };
}
