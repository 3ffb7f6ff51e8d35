import type { PublicSettings } from "~/settings/settings.server";

import { DEFAULT_LOGO_PATH } from "./default-logo";

export { DEFAULT_LOGO_PATH };

/**
 * schema.org PostalAddress from the one-line address of the settings ("Lot 42, Sidi Maârouf
 * Business Park, 20270 Casablanca, Morocco"): the last part is the country, a part that starts
 * with a postal code gives the code and the town, the rest is the street. An address that does
 * not read that way is kept whole as the street.
 */
export function postalAddress(text: string): Record<string, string> {
  const parts = text.split(/\s*(?:,|\n)\s*/).filter(Boolean);
  const town = parts.findIndex((part) => /^\d{4,6}\s+\S/.test(part));
  if (parts.length < 3 || town < 1 || town !== parts.length - 2) return { "@type": "PostalAddress", streetAddress: text.trim() };
  const [, postalCode, locality] = /^(\d{4,6})\s+(.+)$/.exec(parts[town]!)!;
  return {
    "@type": "PostalAddress",
    streetAddress: parts.slice(0, town).join(", "),
    postalCode: postalCode!,
    addressLocality: locality!,
    addressCountry: parts[parts.length - 1]!,
  };
}

/**
 * The company as schema.org sees it (Organization, or a subtype such as LocalBusiness): name,
 * address of the site, logo, contact points, address and social profiles, all from the settings,
 * with absolute URLs on `origin`.
 */
export function organizationData(settings: PublicSettings, origin: string, type: "Organization" | "LocalBusiness" = "Organization") {
  const contactPoint = [
    { contactType: "customer service", telephone: settings.phone, email: settings.contactEmail },
    { contactType: "sales", telephone: settings.phone, email: settings.salesEmail },
  ]
    .filter((point) => point.telephone || point.email)
    .map(({ contactType, telephone, email }) => ({
      "@type": "ContactPoint",
      contactType,
      ...(telephone ? { telephone } : {}),
      ...(email ? { email } : {}),
      availableLanguage: settings.enabledLanguages,
    }));
  const sameAs = [settings.linkedinUrl, settings.instagramUrl].filter((url) => /^https?:\/\//.test(url));
  return {
    "@context": "https://schema.org",
    "@type": type,
    "@id": `${origin}/#organization`,
    name: settings.companyName,
    url: `${origin}/`,
    logo: `${origin}${settings.logoUrl ?? DEFAULT_LOGO_PATH}`,
    ...(settings.phone ? { telephone: settings.phone } : {}),
    ...(settings.contactEmail ? { email: settings.contactEmail } : {}),
    ...(settings.address ? { address: postalAddress(settings.address) } : {}),
    ...(contactPoint.length ? { contactPoint } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}
