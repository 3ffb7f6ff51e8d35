import type { RouterContextProvider } from "react-router";
import { databaseContext } from "~/http/context";
import { localeFromPath } from "~/i18n/locales";
import { getPageTexts } from "~/i18n/messages.server";
import type { PageTextsKey } from "~/i18n/page-texts";
import type { PackedMessages } from "~/i18n/translate";

/**
 * The page texts a public page shows, in the language of its URL, for its loader's `texts`:
 * useTranslation() reads them in that route's components (decision 041).
 */
export function pageTexts(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  keys: readonly PageTextsKey[],
): Promise<PackedMessages> {
  return getPageTexts(args.context.get(databaseContext), localeFromPath(new URL(args.request.url).pathname), keys);
}
