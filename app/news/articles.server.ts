import { and, arrayContains, asc, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { AdminActor } from "~/audit/admin-actor.server";
import { recordAudit } from "~/audit/audit.server";
import { contentChanged, memoize } from "~/cache/content-cache.server";
import { listProductsByIds, type ProductSummary } from "~/catalogue/products/products.server";
import { type Database, queryRows } from "~/db/client.server";
import * as t from "~/db/schema";
import { type Locale, type Localized, locales } from "~/i18n/locales";
import { type ImageSource, imageSource } from "~/media/image-variants";
import { type ArticleFieldError, type ArticleInput, type ArticleStatus, articleSlugs } from "./article-input";

export const ARTICLES_PER_PAGE = 9;

export interface ArticleSummary {
  id: number;
  slug: Partial<Record<Locale, string>>;
  title: Localized;
  summary: Localized;
  author: string;
  publishedAt: Date;
  status: ArticleStatus;
  tags: string[];
  cover: ImageSource | null;
}

export interface Article extends ArticleSummary {
  body: Localized;
  coverId: number | null;
  version: number;
  updatedAt: Date;
  relatedPartNumbers: string[];
}

const columns = {
  id: t.articles.id,
  title: t.articles.title,
  summary: t.articles.summary,
  author: t.articles.author,
  publishedAt: t.articles.publishedAt,
  status: t.articles.status,
  tags: t.articles.tags,
  coverKey: t.media.storageKey,
  coverWidth: t.media.width,
  coverHeight: t.media.height,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]["_"]["data"] | (K extends `cover${string}` ? null : never) };

async function slugsOf(db: Database, ids: number[]): Promise<Map<number, Partial<Record<Locale, string>>>> {
  const bySlug = new Map<number, Partial<Record<Locale, string>>>();
  if (!ids.length) return bySlug;
  const rows = await db.select().from(t.articleSlugs).where(inArray(t.articleSlugs.articleId, ids));
  for (const row of rows) {
    const entry = bySlug.get(row.articleId) ?? {};
    entry[row.locale as Locale] = row.slug;
    bySlug.set(row.articleId, entry);
  }
  return bySlug;
}

async function toSummaries(db: Database, rows: Row[]): Promise<ArticleSummary[]> {
  const slugs = await slugsOf(db, rows.map((row) => row.id));
  return rows.map(({ coverKey, coverWidth, coverHeight, ...row }) => ({
    ...row,
    slug: slugs.get(row.id) ?? {},
    cover: coverKey ? imageSource(coverKey, coverWidth, coverHeight) : null,
  }));
}

// The published date is shown, not scheduled: status alone decides what the public sees, so the
// content caches (dropped on every write) stay right.
const isPublic = () => eq(t.articles.status, "published");

/** Published articles, newest first, a page at a time, optionally of one tag. */
export function listPublishedArticles(db: Database, options: { tag?: string; page?: number; perPage?: number } = {}) {
  const perPage = options.perPage ?? ARTICLES_PER_PAGE;
  const page = Math.max(1, options.page ?? 1);
  return memoize(db, `articles:${options.tag ?? ""}:${page}:${perPage}`, async () => {
    const where = and(isPublic(), options.tag ? arrayContains(t.articles.tags, [options.tag]) : undefined);
    const [rows, [total]] = await Promise.all([
      db
        .select(columns)
        .from(t.articles)
        .leftJoin(t.media, eq(t.media.id, t.articles.coverId))
        .where(where)
        .orderBy(desc(t.articles.publishedAt), desc(t.articles.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      db.select({ value: count() }).from(t.articles).where(where),
    ]);
    return { items: await toSummaries(db, rows), total: total?.value ?? 0, page, perPage };
  });
}

/** Every tag of a published article, most used first (the list's tag filter). */
export function listArticleTags(db: Database): Promise<Array<{ tag: string; count: number }>> {
  return memoize(db, "articles:tags", async () => {
    return queryRows<{ tag: string; count: number }>(
      db,
      sql`select tag, count(*)::int as count from ${t.articles}, unnest(${t.articles.tags}) as tag
          where ${isPublic()} group by tag order by count desc, tag asc`,
    );
  });
}

async function readArticle(db: Database, id: number): Promise<Article | undefined> {
  const [row] = await db
    .select({ ...columns, body: t.articles.body, coverId: t.articles.coverId, version: t.articles.version, updatedAt: t.articles.updatedAt })
    .from(t.articles)
    .leftJoin(t.media, eq(t.media.id, t.articles.coverId))
    .where(eq(t.articles.id, id));
  if (!row) return undefined;
  const { body, coverId, version, updatedAt, ...summary } = row;
  const [base] = await toSummaries(db, [summary]);
  const related = await db
    .select({ partNumber: t.products.partNumber })
    .from(t.articleProducts)
    .innerJoin(t.products, eq(t.products.id, t.articleProducts.productId))
    .where(eq(t.articleProducts.articleId, id))
    .orderBy(asc(t.articleProducts.position));
  return { ...base!, body, coverId, version, updatedAt, relatedPartNumbers: related.map((r) => r.partNumber) };
}

/** Any article, drafts included (the staff's screens and calls). */
export const getArticle = (db: Database, id: number) => readArticle(db, id);

/**
 * The published article whose slug in `locale` is `slug`; `wrongLanguage` when the slug is the
 * article's slug in another language (the page then redirects to the right one).
 */
export async function findPublishedArticle(
  db: Database,
  locale: Locale,
  slug: string,
): Promise<{ article: Article; related: ProductSummary[]; canonicalSlug: string } | undefined> {
  return memoize(db, `article:${locale}:${slug}`, async () => {
    const [match] = await db
      .select({ id: t.articleSlugs.articleId, locale: t.articleSlugs.locale })
      .from(t.articleSlugs)
      .innerJoin(t.articles, eq(t.articles.id, t.articleSlugs.articleId))
      .where(and(eq(t.articleSlugs.slug, slug), isPublic()))
      .orderBy(sql`${t.articleSlugs.locale} = ${locale} desc`)
      .limit(1);
    if (!match) return undefined;
    const article = await readArticle(db, match.id);
    if (!article) return undefined;
    const ids = await db
      .select({ id: t.articleProducts.productId })
      .from(t.articleProducts)
      .where(eq(t.articleProducts.articleId, article.id))
      .orderBy(asc(t.articleProducts.position));
    const related = await listProductsByIds(db, ids.map((row) => row.id));
    return { article, related, canonicalSlug: article.slug[locale] ?? slug };
  });
}

/** The staff's list: every article, drafts first, then newest. */
export async function listArticlesForStaff(db: Database): Promise<ArticleSummary[]> {
  const rows = await db
    .select(columns)
    .from(t.articles)
    .leftJoin(t.media, eq(t.media.id, t.articles.coverId))
    .orderBy(desc(sql`${t.articles.status} = 'draft'`), desc(t.articles.publishedAt), desc(t.articles.id));
  return toSummaries(db, rows);
}

export type ArticleWriteError =
  | { kind: "not_found" }
  | { kind: "conflict"; current: Article }
  | { kind: "invalid"; fields: ArticleFieldError[] };

export type ArticleWriteResult = { ok: true; article: Article } | { ok: false; error: ArticleWriteError };

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Part numbers to product ids, in order; the unknown ones are named. */
async function resolveParts(db: Database, partNumbers: string[]) {
  if (!partNumbers.length) return { ids: [] as number[], unknown: [] as string[] };
  const rows = await db
    .select({ id: t.products.id, partNumber: t.products.partNumber })
    .from(t.products)
    .where(inArray(sql`upper(${t.products.partNumber})`, partNumbers.map((p) => p.toUpperCase())));
  const byPart = new Map(rows.map((row) => [row.partNumber.toUpperCase(), row.id]));
  return {
    ids: partNumbers.flatMap((p) => byPart.get(p.toUpperCase()) ?? []),
    unknown: partNumbers.filter((p) => !byPart.has(p.toUpperCase())),
  };
}

/** Slugs already used by another article, per language. */
async function takenSlugs(db: Database, slugs: Record<Locale, string>, id: number | null) {
  const fields: ArticleFieldError[] = [];
  for (const locale of locales) {
    const [other] = await db
      .select({ id: t.articleSlugs.articleId })
      .from(t.articleSlugs)
      .where(and(eq(t.articleSlugs.locale, locale), eq(t.articleSlugs.slug, slugs[locale]), id ? ne(t.articleSlugs.articleId, id) : undefined));
    if (other) fields.push({ field: `slug.${locale}`, key: "admin.news.errors.slugTaken", vars: { slug: slugs[locale] } });
    if (!slugs[locale]) fields.push({ field: `slug.${locale}`, key: "admin.news.errors.slugFormat" });
  }
  return fields;
}

async function writeChildren(tx: Tx, id: number, slugs: Record<Locale, string>, productIds: number[]) {
  await tx.delete(t.articleSlugs).where(eq(t.articleSlugs.articleId, id));
  await tx.insert(t.articleSlugs).values(locales.map((locale) => ({ articleId: id, locale, slug: slugs[locale] })));
  await tx.delete(t.articleProducts).where(eq(t.articleProducts.articleId, id));
  if (productIds.length) {
    await tx.insert(t.articleProducts).values(productIds.map((productId, position) => ({ articleId: id, productId, position })));
  }
}

/** Creates (id null) or replaces an article; audited; every public page sees it at once. */
export async function saveArticle(db: Database, id: number | null, input: ArticleInput, by: AdminActor): Promise<ArticleWriteResult> {
  const before = id ? await readArticle(db, id) : undefined;
  if (id && !before) return { ok: false, error: { kind: "not_found" } };
  if (before && input.version !== undefined && input.version !== before.version) {
    return { ok: false, error: { kind: "conflict", current: before } };
  }
  const slugs = articleSlugs(input);
  // Resolved before the transaction: PGlite has one connection.
  const [taken, parts] = [await takenSlugs(db, slugs, id), await resolveParts(db, input.relatedPartNumbers)];
  const fields = [
    ...taken,
    ...(parts.unknown.length ? [{ field: "relatedPartNumbers", key: "admin.news.errors.unknownParts", vars: { parts: parts.unknown.join(", ") } }] : []),
  ];
  if (fields.length) return { ok: false, error: { kind: "invalid", fields } };

  const values = {
    title: input.title,
    summary: input.summary,
    body: input.body,
    author: input.author,
    status: input.status,
    tags: input.tags,
    coverId: input.coverId,
    ...(input.publishedAt ? { publishedAt: input.publishedAt } : {}),
  };
  const savedId = await db.transaction(async (tx) => {
    const [row] = id
      ? await tx
          .update(t.articles)
          .set({ ...values, version: sql`${t.articles.version} + 1`, updatedAt: sql`now()` })
          .where(eq(t.articles.id, id))
          .returning({ id: t.articles.id })
      : await tx.insert(t.articles).values(values).returning({ id: t.articles.id });
    await writeChildren(tx, row!.id, slugs, parts.ids);
    return row!.id;
  });
  const article = (await readArticle(db, savedId))!;
  await recordAudit(db, by, {
    action: id ? "article.update" : "article.create",
    entity: "article",
    entityId: savedId,
    before: before ? auditView(before) : undefined,
    after: auditView(article),
  });
  contentChanged();
  return { ok: true, article };
}

/** Publish or unpublish. */
export async function setArticleStatus(db: Database, id: number, status: ArticleStatus, version: number | undefined, by: AdminActor): Promise<ArticleWriteResult> {
  const before = await readArticle(db, id);
  if (!before) return { ok: false, error: { kind: "not_found" } };
  if (version !== undefined && version !== before.version) return { ok: false, error: { kind: "conflict", current: before } };
  await db
    .update(t.articles)
    .set({ status, version: sql`${t.articles.version} + 1`, updatedAt: sql`now()` })
    .where(eq(t.articles.id, id));
  const article = (await readArticle(db, id))!;
  await recordAudit(db, by, {
    action: status === "published" ? "article.publish" : "article.unpublish",
    entity: "article",
    entityId: id,
    before: { status: before.status },
    after: { status },
  });
  contentChanged();
  return { ok: true, article };
}

export async function deleteArticle(db: Database, id: number, by: AdminActor): Promise<boolean> {
  const before = await readArticle(db, id);
  if (!before) return false;
  await db.delete(t.articles).where(eq(t.articles.id, id));
  await recordAudit(db, by, { action: "article.delete", entity: "article", entityId: id, before: auditView(before) });
  contentChanged();
  return true;
}

// The audit log keeps what identifies the article and what changed, not whole bodies.
const auditView = (article: Article) => ({
  title: article.title,
  slug: article.slug,
  status: article.status,
  publishedAt: article.publishedAt.toISOString(),
  tags: article.tags,
  relatedPartNumbers: article.relatedPartNumbers,
});
