// The choice lists of the contact form (SPEC §3), as stored; their labels are in the message
// catalogues under inquiry.countries.* and inquiry.interests.*.
export const COUNTRIES = [
  "morocco",
  "algeria",
  "tunisia",
  "egypt",
  "uae",
  "saudiarabia",
  "qatar",
  "kuwait",
  "bahrain",
  "oman",
  "lebanon",
  "jordan",
  "southafrica",
  "nigeria",
  "kenya",
  "other",
] as const;
export type Country = (typeof COUNTRIES)[number];

export const PRODUCT_INTERESTS = ["relays", "sensors", "timers", "control", "motors"] as const;
export type ProductInterest = (typeof PRODUCT_INTERESTS)[number];

export const INQUIRY_KINDS = ["contact", "quote"] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/** Longest accepted value of each text field, in characters. */
export const MAX_LENGTH = {
  name: 120,
  company: 160,
  email: 254,
  phone: 40,
  website: 200,
  subject: 200,
  message: 5000,
  partNumber: 64,
  lineReference: 64,
} as const;

/** A parts list's 500 lines (issue 33), beside the 50 products and 10 parts the quote cookie holds. */
export const MAX_QUOTE_ITEMS = 560;

/**
 * The trap field: hidden from people and assistive technology, so only robots fill it. Its name
 * is one that browsers' autofill does not know.
 */
export const HONEYPOT_FIELD = "fax_number";

/** The fields a visitor types or picks, in the order of the form. */
export const VISIBLE_FIELDS = [
  "name",
  "company",
  "email",
  "phone",
  "website",
  "country",
  "productInterest",
  "message",
  "privacyConsent",
] as const;
export type VisibleField = (typeof VISIBLE_FIELDS)[number];
