import { conflict, invalidInput, notFound } from "~/http/errors";
import { type Call, json, type RequestArgs, routeId } from "~/http/kit.server";
import { mergePatch } from "~/http/merge-patch";
import { problemsOf } from "~/http/errors";
import { articleFieldErrors, articleInputSchema, articleStatusSchema } from "~/news/article-input";
import { type Article, type ArticleWriteResult, deleteArticle, getArticle, listArticlesForStaff, saveArticle, setArticleStatus } from "~/news/articles.server";

// /api/admin/articles (list, create) and /api/admin/articles/{id} (read, replace, publish or
// patch, delete) on the request kit: the same domain functions as the News screens.

const STAFF = { access: "editor" } as const;
const NOT_FOUND = "admin.news.notFound";
const MAX_BYTES = 512 * 1024;

/** The article as its input: what a PATCH body that gives only some fields is laid over. */
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

function answer(result: ArticleWriteResult, sent: unknown, status = 200): Response {
  if (result.ok) return Response.json(result.article, { status });
  const { error } = result;
  if (error.kind === "not_found") throw notFound(NOT_FOUND);
  if (error.kind === "conflict") throw conflict("admin.news.conflict", { current: error.current, yours: sent });
  throw invalidInput(problemsOf(error.fields));
}

function parse<S extends typeof articleInputSchema | typeof articleStatusSchema>(schema: S, value: unknown) {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidInput(problemsOf(articleFieldErrors(parsed.error)));
  return parsed.data as ReturnType<S["parse"]>;
}

async function stored(call: Call) {
  const article = await getArticle(call.db, routeId(call.params.id, notFound(NOT_FOUND)));
  if (!article) throw notFound(NOT_FOUND);
  return article;
}

async function objectBody(call: Call) {
  const body = await call.body(MAX_BYTES);
  if (!body || typeof body !== "object" || Array.isArray(body)) throw invalidInput({ form: { key: "auth.errors.invalidJson" } });
  return body;
}

export const articlesCollection = (args: RequestArgs) =>
  json(args, STAFF, {
    GET: async (call) => Response.json({ items: await listArticlesForStaff(call.db) }),
    POST: async (call) => {
      const body = await objectBody(call);
      return answer(await saveArticle(call.db, null, parse(articleInputSchema, body), call.actor), body, 201);
    },
  });

/**
 * PUT replaces the article with its body; PATCH lays the body over the stored article (PATCH
 * `{status}` publishes); DELETE removes it.
 */
const update = async (call: Call) => {
  const article = await stored(call);
  const body = await objectBody(call);
  const keys = Object.keys(body).filter((key) => key !== "version");
  if (call.request.method === "PATCH" && keys.length === 1 && keys[0] === "status") {
    const { status, version } = parse(articleStatusSchema, body);
    return answer(await setArticleStatus(call.db, article.id, status, version, call.actor), body);
  }
  // A JSON Merge Patch (RFC 7396) of the article: {"title": {"fr": "..."}} keeps the English title.
  // A PUT is the whole article: laid over nothing, so what it leaves out takes its default.
  const merged = mergePatch(call.request.method === "PUT" ? {} : inputOf(article), body);
  return answer(await saveArticle(call.db, article.id, parse(articleInputSchema, merged), call.actor), body);
};

export const articleItem = (args: RequestArgs) =>
  json(args, STAFF, {
    GET: async (call) => Response.json(await stored(call)),
    PUT: update,
    PATCH: update,
    DELETE: async (call) => {
      const article = await stored(call);
      await deleteArticle(call.db, article.id, call.actor);
      return new Response(null, { status: 204 });
    },
  });
