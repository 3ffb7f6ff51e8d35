import { eq } from "drizzle-orm";
import type { AdminActor } from "~/audit/admin-actor.server";
import { recordAudit } from "~/audit/audit.server";
import { contentChanged } from "~/cache/content-cache.server";
import type { Database } from "~/db/client.server";
import { settings } from "~/db/schema";
import type { QuoteSettings } from "./quote-settings";
import { getSettings } from "./settings.server";

/** The quotation settings as stored (defaults when there is no settings row yet). */
export async function readQuoteSettings(db: Database): Promise<QuoteSettings> {
  const row = await getSettings(db);
  return {
    quoteCurrencies: row?.quoteCurrencies.length ? row.quoteCurrencies : ["MAD", "EUR", "USD"],
    taxRateBp: row?.taxRateBp ?? 2000,
    pricesBeforeTax: row?.pricesBeforeTax ?? true,
    exchangeRates: row?.exchangeRates ?? {},
  };
}

/** Saves the quotation settings (the settings row must exist: the company details come first). Audited. */
export async function updateQuoteSettings(db: Database, value: QuoteSettings, by: AdminActor): Promise<boolean> {
  const before = await readQuoteSettings(db);
  const [written] = await db.update(settings).set({ ...value, updatedAt: new Date() }).where(eq(settings.id, 1)).returning({ id: settings.id });
  if (!written) return false;
  contentChanged();
  await recordAudit(db, by, { action: "settings.quotes", entity: "settings", entityId: 1, before, after: value });
  return true;
}
