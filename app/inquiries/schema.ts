import { z } from "zod";
import { zodFieldProblems } from "~/i18n/field-messages";
import {
  COUNTRIES,
  INQUIRY_KINDS,
  MAX_LENGTH,
  MAX_QUOTE_ITEMS,
  PRODUCT_INTERESTS,
  type Country,
  type ProductInterest,
} from "./options";

/** Message keys of the validation errors (SPEC §5 gives the first two). */
export const inquiryErrors = {
  required: "inquiry.errors.required",
  email: "inquiry.errors.email",
  tooLong: "inquiry.errors.tooLong",
  phone: "inquiry.errors.phone",
  website: "inquiry.errors.website",
  country: "inquiry.errors.country",
  productInterest: "inquiry.errors.productInterest",
  consent: "inquiry.errors.consent",
  invalid: "inquiry.errors.invalid",
} as const;

/** A field's error: a message key and the values it needs ({max} for tooLong). */
export interface FieldError {
  key: string;
  vars?: Record<string, number>;
}
export type FieldErrors = Record<string, FieldError>;

/** What an issue without a message key of its own says: too long with {max}, otherwise invalid. */
const INQUIRY_KEYS = { invalid: inquiryErrors.invalid, tooLong: inquiryErrors.tooLong };

/** What the form sends, every value as text (a checked box is "on"). */
export type InquiryValues = Record<string, string>;

// Names, e-mail addresses and subjects end up in mail headers: line breaks and other control
// characters there would let a sender add headers, so they become spaces.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex -- as above, but line breaks and tabs stay
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const singleLine = (value: string) => value.replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim();
const multiLine = (value: string) => value.replace(/\r\n?/g, "\n").replace(CONTROL_EXCEPT_LINES, "").trim();

const line = (max: number) => z.string().overwrite(singleLine).max(max);
const requiredLine = (max: number) => line(max).min(1, { error: inquiryErrors.required });
const oneOf = <T extends string>(list: readonly T[]) => (value: string): value is T =>
  (list as readonly string[]).includes(value);

/** One line of a quote request. */
export const quoteItemSchema = z.object({
  productId: z.number().int().positive().nullable().default(null),
  partNumber: z.string().overwrite(singleLine).min(1).max(MAX_LENGTH.partNumber),
  quantity: z.number().int().min(1).max(1_000_000),
  /** The buyer's own reference for the line (a parts list's third column; issue 33). */
  reference: z.string().overwrite(singleLine).max(MAX_LENGTH.lineReference).optional(),
  /** What the buyer typed, when the line names a product matched from it under another part number. */
  requested: z.string().overwrite(singleLine).max(MAX_LENGTH.partNumber).optional(),
});

const items = z.string().transform((text, ctx) => {
  if (!text) return null;
  try {
    const parsed = z.array(quoteItemSchema).max(MAX_QUOTE_ITEMS).safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: reported below like any other malformed list.
  }
  ctx.addIssue({ code: "custom", message: inquiryErrors.invalid });
  return z.NEVER;
});

/** One schema for contact messages and quote requests, in the browser and on the server. */
export const inquirySchema = z.object({
  kind: z.enum(INQUIRY_KINDS, { error: inquiryErrors.invalid }),
  name: requiredLine(MAX_LENGTH.name),
  company: line(MAX_LENGTH.company),
  email: z
    .string()
    .trim()
    .min(1, { error: inquiryErrors.required })
    .max(MAX_LENGTH.email)
    .refine((value) => z.regexes.email.test(value), { error: inquiryErrors.email }),
  phone: line(MAX_LENGTH.phone).regex(/^[+()\d\s./-]*$/, { error: inquiryErrors.phone }),
  website: line(MAX_LENGTH.website).regex(/^$|^(https?:\/\/)?[\p{L}\d-]+(\.[\p{L}\d-]+)+(:\d{1,5})?([/?#]\S*)?$/iu, {
    error: inquiryErrors.website,
  }),
  country: z
    .string()
    .min(1, { error: inquiryErrors.required })
    .refine(oneOf(COUNTRIES), { error: inquiryErrors.country })
    .transform((value) => value as Country),
  productInterest: z
    .string()
    .refine((value) => value === "" || oneOf(PRODUCT_INTERESTS)(value), { error: inquiryErrors.productInterest })
    .transform((value) => value as ProductInterest | ""),
  subject: line(MAX_LENGTH.subject),
  message: z
    .string()
    .overwrite(multiLine)
    .min(1, { error: inquiryErrors.required })
    .max(MAX_LENGTH.message),
  privacyConsent: z
    .string()
    .refine((value) => value === "on", { error: inquiryErrors.consent })
    .transform(() => true as const),
  productId: z
    .string()
    .regex(/^\d{0,9}$/, { error: inquiryErrors.invalid })
    .transform((value) => (value ? Number(value) : null)),
  partNumber: line(MAX_LENGTH.partNumber),
  items,
});

export type InquiryInput = z.output<typeof inquirySchema>;

const TEXT_FIELDS = Object.keys(inquirySchema.shape) as Array<keyof typeof inquirySchema.shape>;

/**
 * Brings a JSON body or form fields to the text values the schema reads: missing fields become
 * "", a `true` consent becomes "on", a JSON list of quote items becomes its text.
 */
export function toInquiryValues(raw: Record<string, unknown>): InquiryValues {
  const values: InquiryValues = {};
  for (const field of TEXT_FIELDS) {
    const value = raw[field];
    if (typeof value === "string") values[field] = value;
    else if (typeof value === "number" && Number.isFinite(value)) values[field] = String(value);
    else if (typeof value === "boolean") values[field] = field === "privacyConsent" ? (value ? "on" : "") : String(value);
    else if (field === "items" && Array.isArray(value)) values[field] = JSON.stringify(value);
    else values[field] = "";
  }
  if (values.privacyConsent === "true") values.privacyConsent = "on";
  values.kind ||= "contact";
  return values;
}

export type InquiryValidation =
  | { success: true; data: InquiryInput }
  | { success: false; errors: FieldErrors };

/** Validates the values; on failure, the first problem of each field (by the one translator of zod's issues). */
export function validateInquiry(values: InquiryValues): InquiryValidation {
  const result = inquirySchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  return { success: false, errors: zodFieldProblems(result.error, INQUIRY_KEYS) as FieldErrors };
}
