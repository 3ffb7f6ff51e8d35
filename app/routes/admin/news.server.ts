import { data, redirect } from "react-router";
import { notFound } from "~/http/errors";
import { type Call, page, pageLoader, type RequestArgs, routeId } from "~/http/kit.server";
import { defaultLocale, locales, pickLocalized } from "~/i18n/locales";
import { type ArticleFieldError, articleFieldErrors, articleInputSchema, articleStatusSchema, formToArticleInput } from "~/news/article-input";
import { deleteArticle, getArticle, listArticlesForStaff, saveArticle, setArticleStatus } from "~/news/articles.server";
import { renderMarkdown } from "~/news/markdown.server";

// The News screens' adapters on the request kit. The forms post plainly (the token in a field), so
// saving, publishing and deleting work before JavaScript loads.

const STAFF = { access: "editor" } as const;
const NOT_FOUND = "admin.news.notFound";

async function articleOf(call: Call) {
  const article = await getArticle(call.db, routeId(call.params.id, notFound(NOT_FOUND)));
  if (!article) throw notFound(NOT_FOUND);
  return article;
}

const titleOf = (title: Parameters<typeof pickLocalized>[0]) => pickLocalized(title, defaultLocale);

export const newsListLoader = (args: RequestArgs) =>
  pageLoader(args, STAFF, async (call) => {
    const url = new URL(call.request.url);
    const notice = ["saved", "published", "unpublished", "deleted"].map((kind) => ({ kind, title: url.searchParams.get(kind) })).find((n) => n.title);
    return { articles: await listArticlesForStaff(call.db), notice: notice ?? null };
  });

/** The list's publish / unpublish buttons: `id` and `status`. */
export const newsListAction = (args: RequestArgs) =>
  page(args, STAFF, async (call) => {
    const body = await call.body();
    const { status } = await call.input(articleStatusSchema, { keys: { invalid: "admin.news.errors.status" } });
    const result = await setArticleStatus(call.db, routeId(typeof body.id === "string" ? body.id : undefined, notFound(NOT_FOUND)), status, undefined, call.actor);
    if (!result.ok) throw notFound(NOT_FOUND);
    throw redirect(`/admin/news?${status === "published" ? "published" : "unpublished"}=${encodeURIComponent(titleOf(result.article.title))}`);
  });

export const newsEditLoader = (args: RequestArgs) =>
  pageLoader(args, STAFF, async (call) => ({ article: call.params.id === "new" ? null : await articleOf(call) }));

interface NewsEditConflict {
  title: string;
  status: string;
  version: number;
}

export type NewsEditAnswer =
  | { intent: "preview"; values: Record<string, string>; preview: Record<string, { title: string; html: string }> }
  | { intent: "save"; values: Record<string, string>; errors: ArticleFieldError[]; conflict?: NewsEditConflict };

/** `intent=save` writes the article; `intent=preview` renders it from the form, saving nothing. */
export const newsEditAction = (args: RequestArgs) =>
  page(args, STAFF, async (call) => {
    const id = call.params.id === "new" ? null : (await articleOf(call)).id;
    const values = Object.fromEntries(Object.entries(await call.body()).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
    // A refused save keeps everything typed; the page shows the problems beside their fields.
    const refused = (errors: ArticleFieldError[], status = 400, conflict?: NewsEditConflict) =>
      data<NewsEditAnswer>({ intent: "save", values: conflict ? { ...values, version: String(conflict.version) } : values, errors, conflict }, { status });
    if (values.intent === "preview") {
      const preview = Object.fromEntries(locales.map((locale) => [locale, { title: values[`title.${locale}`] ?? "", html: renderMarkdown(values[`body.${locale}`] ?? "") }]));
      return data<NewsEditAnswer>({ intent: "preview", values, preview });
    }
    const parsed = articleInputSchema.safeParse(formToArticleInput(values));
    if (!parsed.success) return refused(articleFieldErrors(parsed.error));
    const result = await saveArticle(call.db, id, parsed.data, call.actor);
    if (result.ok) throw redirect(`/admin/news?saved=${encodeURIComponent(titleOf(result.article.title))}`);
    const { error } = result;
    if (error.kind === "not_found") throw notFound(NOT_FOUND);
    // The next save is based on the stored version: pressing Save again keeps this text.
    if (error.kind === "conflict") return refused([], 409, { title: titleOf(error.current.title), status: error.current.status, version: error.current.version });
    return refused(error.fields);
  });

export const newsDeleteLoader = (args: RequestArgs) => pageLoader(args, STAFF, async (call) => ({ article: await articleOf(call) }));

export const newsDeleteAction = (args: RequestArgs) =>
  page(args, STAFF, async (call) => {
    const article = await articleOf(call);
    await deleteArticle(call.db, article.id, call.actor);
    throw redirect(`/admin/news?deleted=${encodeURIComponent(titleOf(article.title))}`);
  });
