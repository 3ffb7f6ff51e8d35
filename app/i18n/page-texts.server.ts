import type { RouterContextProvider } from "react-router";
import { databaseContext } from "~/http/context";
import { localeFromPath } from "./locales";
import { getPageTexts } from "./messages.server";
import type { PageTextsKey } from "./page-texts";
import type { PackedMessages } from "./translate";

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
