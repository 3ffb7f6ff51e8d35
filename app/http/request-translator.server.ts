import type { Database } from "~/db/client.server";
import { bundledMessages } from "~/i18n/bundled";
import { preferredLocale } from "~/i18n/language.server";
import { getMessages } from "~/i18n/messages.server";
import { createTranslator, type Translator } from "~/i18n/translate";

/**
 * Messages for an answer that is not a page (an API error, a refusal by the server): in the
 * language the request asks for (the `lang` cookie, then Accept-Language, then English).
 */
export async function requestTranslator(request: Request, db: Database): Promise<Translator> {
  const locale = preferredLocale(request);
  return createTranslator(locale, await getMessages(db, locale));
}

/** The same without the database (its overrides): for the Express middleware's refusals. */
export function bundledTranslator(headers: { cookie?: string; acceptLanguage?: string }): Translator {
  const request = new Request("http://localhost/", {
    headers: { Cookie: headers.cookie ?? "", "Accept-Language": headers.acceptLanguage ?? "" },
  });
  const locale = preferredLocale(request);
  return createTranslator(locale, bundledMessages[locale]);
}
