import type { Database } from "~/db/client.server";
import { localeFromPath } from "~/i18n/locales";
import { getPageTexts } from "~/i18n/messages.server";
import type { PageTextsKey } from "~/i18n/page-texts";
import type { PackedMessages } from "~/i18n/translate";

/**
 * The page texts a public page shows, in the language of its URL, for its loader's `texts`:
 * useTranslation() reads them in that route's components (decision 041).
 */
export function pageTexts(call: { request: Request; db: Database }, keys: readonly PageTextsKey[]): Promise<PackedMessages> {
  return getPageTexts(call.db, localeFromPath(new URL(call.request.url).pathname), keys);
}
