import type { RouterContextProvider } from "react-router";
import { adminApi, routeId } from "~/http/admin-api.server";
import { apiError, methodNotAllowed } from "~/http/api-error.server";
import { readJsonOrForm } from "~/http/read-body.server";
import type { Translator } from "~/i18n/translate";
import { type ArticleFieldError, articleFieldErrors, articleInputSchema, articleStatusSchema } from "~/news/article-input";
import { type Article, type ArticleWriteResult, deleteArticle, getArticle, listArticlesForStaff, saveArticle, setArticleStatus } from "~/news/articles.server";

// /api/admin/articles (list, create) and /api/admin/articles/{id} (read, replace, publish or
// patch, delete): the same domain functions as the News screens.

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id?: string };
}

type T = Translator["t"];

function invalid(t: T, errors: ArticleFieldError[]): Response {
  const fields = Object.fromEntries(errors.map((e) => [e.field, t(e.key, e.vars)]));
  return apiError(400, "invalid_input", t("auth.errors.invalidInput"), { fields });
}

function bodyError(t: T, problem: string): Response {
  if (problem === "too_large") return apiError(413, "payload_too_large", t("admin.taxonomy.errors.body.too_large"));
  if (problem === "unsupported_type") return apiError(415, "unsupported_media_type", t("admin.taxonomy.errors.body.unsupported_type"));
  return apiError(400, "invalid_input", t("admin.taxonomy.errors.body.invalid_json"));
}

/** The article as its input: what a PUT or PATCH body that gives only some fields is laid over. */
const inputOf = (article: Article) => ({
  title: article.title,
  summary: article.summary,
  body: article.body,
  slug: article.slug,
  author: article.author,
  publishedAt: article.publishedAt.toISOString(),
  status: article.status,
  tags: article.tags,
  relatedPartNumbers: article.relatedPartNumbers,
  coverId: article.coverId,
});

function answer(t: T, result: ArticleWriteResult, status = 200): Response {
  if (result.ok) return Response.json(result.article, { status });
  const { error } = result;
  if (error.kind === "not_found") return apiError(404, "not_found", t("admin.news.notFound"));
  if (error.kind === "conflict") return Response.json({ error: { code: "conflict", message: t("admin.news.conflict"), current: error.current } }, { status: 409 });
  return invalid(t, error.fields);
}

async function readObject(request: Request) {
  const body = await readJsonOrForm(request, 512 * 1024);
  if (!body.ok) return body;
  const value = body.value;
  if (!value || typeof value !== "object" || Array.isArray(value)) return { ok: false as const, problem: "invalid_json" as const };
  return { ok: true as const, value: value as Record<string, unknown> };
}

export async function articlesCollectionLoader({ request, context }: Args) {
  const { db } = await adminApi(request, context);
  return Response.json({ items: await listArticlesForStaff(db) });
}

export async function articlesCollectionAction({ request, context }: Args) {
  const { db, t, by } = await adminApi(request, context);
  if (request.method !== "POST") return methodNotAllowed(t, "GET, POST");
  const body = await readObject(request);
  if (!body.ok) return bodyError(t, body.problem);
  const parsed = articleInputSchema.safeParse(body.value);
  if (!parsed.success) return invalid(t, articleFieldErrors(parsed.error));
  return answer(t, await saveArticle(db, null, parsed.data, by), 201);
}

export async function articleItemLoader({ request, context, params }: Args) {
  const { db, t } = await adminApi(request, context);
  const id = routeId(params.id);
  const article = id === undefined ? undefined : await getArticle(db, id);
  return article ? Response.json(article) : apiError(404, "not_found", t("admin.news.notFound"));
}

/** PUT and PATCH lay the body over the stored article (PATCH `{status}` publishes); DELETE removes it. */
export async function articleItemAction({ request, context, params }: Args) {
  const { db, t, by } = await adminApi(request, context);
  if (!["PUT", "PATCH", "DELETE"].includes(request.method)) return methodNotAllowed(t, "GET, PUT, PATCH, DELETE");
  const id = routeId(params.id);
  const stored = id === undefined ? undefined : await getArticle(db, id);
  if (!stored) return apiError(404, "not_found", t("admin.news.notFound"));
  if (request.method === "DELETE") {
    await deleteArticle(db, stored.id, by);
    return new Response(null, { status: 204 });
  }
  const body = await readObject(request);
  if (!body.ok) return bodyError(t, body.problem);
  const keys = Object.keys(body.value).filter((key) => key !== "version");
  if (request.method === "PATCH" && keys.length === 1 && keys[0] === "status") {
    const parsed = articleStatusSchema.safeParse(body.value);
    if (!parsed.success) return invalid(t, articleFieldErrors(parsed.error));
    return answer(t, await setArticleStatus(db, stored.id, parsed.data.status, parsed.data.version, by));
  }
  const base = inputOf(stored);
  const merged: Record<string, unknown> = { ...base, ...body.value };
  // Localised fields merge per language, so {"title": {"fr": "..."}} keeps the English title.
  for (const field of ["title", "summary", "body", "slug"] as const) {
    const next = body.value[field];
    if (next && typeof next === "object" && !Array.isArray(next)) merged[field] = { ...base[field], ...next };
  }
  const parsed = articleInputSchema.safeParse(merged);
  if (!parsed.success) return invalid(t, articleFieldErrors(parsed.error));
  return answer(t, await saveArticle(db, stored.id, parsed.data, by));
}
