import { z } from "zod";
import type { FieldIssue } from "~/errors";
import { zodFieldIssues } from "~/i18n/field-messages";
import { taxonomySlug } from "~/i18n/taxonomy";
import { type Locale, defaultLocale, locales, textRequiredIn } from "~/i18n/locales";
import { localized } from "~/i18n/localized-schema";
import { type PostedFields, decodeFormFields, formLocalized, formText } from "~/form-fields";

// One schema for the article form, its action and the JSON calls (both sides may import it).

export const ARTICLE_STATUSES = ["draft", "published"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const ARTICLE_LIMITS = {
  title: 200,
  summary: 600,
  body: 60_000,
  slug: 120,
  author: 120,
  tag: 40,
  tags: 12,
  related: 12,
} as const;

export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TAG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// Control characters (C0 but tab and line breaks, and DEL) have no place in an article, and one
// in a title, summary or author would make the RSS feeds invalid XML: refused, naming the field.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !CONTROL.test(value), "admin.news.errors.controlCharacters");
const required = (max: number) => text(max).min(1);

/** Lists typed as one line ("a, b; c") or sent as arrays in JSON. */
const list = (item: z.ZodString, max: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (typeof value === "string" ? value.split(/[,;\n]/) : value).map((v) => v.trim()).filter(Boolean))
    .transform((values) => [...new Set(values)])
    .pipe(z.array(item).max(max));


// English and French are required for a title and a body; Arabic may wait (the Arabic pages then
// show the English text, decision 066).
const localizedText = (max: number, needed: boolean) => localized((locale) => (needed && textRequiredIn(locale) ? required(max) : text(max).default("")));

const slugs = localized(() =>
  text(ARTICLE_LIMITS.slug)
    .refine((value) => value === "" || ARTICLE_SLUG_PATTERN.test(value), "admin.news.errors.slugFormat")
    .default(""),
);

/** A calendar date (YYYY-MM-DD) or a full ISO time; impossible dates such as 2026-13-45 fail. */
const publishedAt = z
  .string()
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && validDate(value), "admin.news.errors.date")
  .transform((value) => new Date(value.length === 10 ? `${value}T08:00:00Z` : value));

function validDate(value: string): boolean {
  const [y, m, d] = value.slice(0, 10).split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && !Number.isNaN(Date.parse(value));
}

const emptyText = Object.fromEntries(locales.map((locale) => [locale, ""])) as Record<Locale, string>;

export const articleInputSchema = z.object({
  title: localizedText(ARTICLE_LIMITS.title, true),
  summary: localizedText(ARTICLE_LIMITS.summary, false).default(emptyText),
  body: localizedText(ARTICLE_LIMITS.body, true),
  slug: slugs.default(emptyText),
  author: text(ARTICLE_LIMITS.author).default(""),
  publishedAt: publishedAt.optional(),
  status: z.enum(ARTICLE_STATUSES, "admin.news.errors.status").default("draft"),
  tags: list(z.string().max(ARTICLE_LIMITS.tag).regex(TAG_PATTERN, "admin.news.errors.tag"), ARTICLE_LIMITS.tags).default([]),
  relatedPartNumbers: list(z.string().max(80), ARTICLE_LIMITS.related).default([]),
  coverId: z.coerce.number().int().positive().nullable().default(null),
  /** The version the editor started from; a save over a newer one is a conflict. */
  version: z.coerce.number().int().positive().optional(),
});

export type ArticleInput = z.infer<typeof articleInputSchema>;

/** PATCH: publish or unpublish without sending the whole article. */
export const articleStatusSchema = z.object({
  status: z.enum(ARTICLE_STATUSES, "admin.news.errors.status"),
  version: z.coerce.number().int().positive().optional(),
});

/** A slug made from a title, when the title makes a Latin one (an Arabic title makes none: ""). */
const slugOf = (title: string) => {
  const slug = taxonomySlug(title.replace(/['’]/g, " ")).slice(0, ARTICLE_LIMITS.slug).replace(/-$/, "");
  return ARTICLE_SLUG_PATTERN.test(slug) ? slug : "";
};

/** Each language's slug: the one typed, else one made from that language's title. */
export function articleSlugs(input: Pick<ArticleInput, "slug" | "title">): Record<Locale, string> {
  return Object.fromEntries(
    // "d'automate" -> "d-automate": an apostrophe separates words in French.
    // A title in another script (Arabic) makes no Latin slug: that language takes the English one.
    locales.map((locale) => [locale, input.slug[locale] || slugOf(input.title[locale] ?? "") || slugOf(input.title[defaultLocale] ?? "")]),
  ) as Record<Locale, string>;
}

/** The form's flat fields (`title.en`, `tags`...) as the schema's shape. */
export function formToArticleInput(fields: PostedFields) {
  const posted = decodeFormFields(fields);
  return {
    title: formLocalized(posted.title),
    summary: formLocalized(posted.summary),
    body: formLocalized(posted.body),
    slug: formLocalized(posted.slug),
    author: formText(posted.author),
    publishedAt: formText(posted.publishedAt) || undefined,
    status: formText(posted.status) || "draft",
    tags: formText(posted.tags),
    relatedPartNumbers: formText(posted.relatedPartNumbers),
    coverId: formText(posted.coverId) || null,
    version: formText(posted.version) || undefined,
  };
}

export type ArticleFieldError = FieldIssue;

const E = "admin.news.errors";
const KEYS = { invalid: `${E}.invalid`, required: `${E}.required`, tooLong: `${E}.tooLong` };

/**
 * The first problem of each form field (through the one zod translator): a list's item problem is
 * the list field's, since the form has one box for the list.
 */
export function articleFieldErrors(error: z.ZodError): ArticleFieldError[] {
  const seen = new Set<string>();
  return zodFieldIssues(error, KEYS)
    .map((issue) => ({ ...issue, field: issue.field.replace(/^(tags|relatedPartNumbers)\.\d+$/, "$1") }))
    .filter((issue) => !seen.has(issue.field) && seen.add(issue.field));
}
