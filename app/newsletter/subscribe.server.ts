import { z } from "zod";
import type { Database } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import { type Locale, locales } from "~/i18n/locales";

// SPEC §5 asks only for the browser's e-mail check; the server repeats it, as it must.
export const newsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1)
    .max(254)
    .refine((value) => z.regexes.email.test(value))
    .transform((value) => value.toLowerCase()),
  // The language of the confirmation mail; unknown or missing: the browser's.
  locale: z.enum(locales).optional().catch(undefined),
});

/**
 * Adds an address to the newsletter list as pending (not counted until confirmed: `opt-in.server.ts`);
 * subscribing again is not an error and changes nothing.
 */
export async function subscribeToNewsletter(db: Database, email: string, locale: Locale): Promise<{ created: boolean }> {
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email: email.toLowerCase(), locale })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return { created: rows.length > 0 };
}
