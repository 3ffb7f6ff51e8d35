import { data, redirect, type RouterContextProvider } from "react-router";
import { adminActor } from "~/audit/admin-actor.server";
import { requireAdmin } from "~/auth/require-admin.server";
import { databaseContext } from "~/context";
import type { Database } from "~/db/client.server";
import { routeId } from "~/http/admin-api.server";
import { readJsonOrForm } from "~/http/read-body.server";
import { requestInfoContext } from "~/http/request-info.server";
import { locales, pickLocalized } from "~/i18n/locales";
import { type ArticleFieldError, articleFieldErrors, articleInputSchema, articleStatusSchema, formToArticleInput } from "~/news/article-input";
import { deleteArticle, getArticle, listArticlesForStaff, saveArticle, setArticleStatus } from "~/news/articles.server";
import { renderMarkdown } from "~/news/markdown.server";

// Loaders and actions of the News screens. The forms post plainly (the token in a field), so
// saving, publishing and deleting work before JavaScript loads.

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id?: string };
}

const editor = async ({ request, context }: Args) => {
  const session = await requireAdmin(request, context);
  return { session, db: context.get(databaseContext), by: adminActor(session, context.get(requestInfoContext).ip) };
};

async function articleOr404(args: Args, db: Database) {
  const id = routeId(args.params.id);
  const article = id === undefined ? undefined : await getArticle(db, id);
  if (!article) throw data({ notFound: "admin.news.notFound" }, { status: 404 });
  return article;
}

const titleOf = (title: Parameters<typeof pickLocalized>[0]) => pickLocalized(title, "en");

export async function newsListLoader(args: Args) {
  const { session, db } = await editor(args);
  const url = new URL(args.request.url);
  const notice = ["saved", "published", "unpublished", "deleted"].map((kind) => ({ kind, title: url.searchParams.get(kind) })).find((n) => n.title);
  return { articles: await listArticlesForStaff(db), csrfToken: session.csrfToken, notice: notice ?? null };
}

/** The list's publish / unpublish buttons: `intent=status`, `id`, `status`. */
export async function newsListAction(args: Args) {
  const { db, by } = await editor(args);
  const body = await readJsonOrForm(args.request);
  const fields = body.ok ? (body.value as Record<string, string>) : {};
  const parsed = articleStatusSchema.safeParse(fields);
  const id = routeId(fields.id);
  if (!parsed.success || id === undefined) return data({ error: "admin.news.errors.status" }, { status: 400 });
  const result = await setArticleStatus(db, id, parsed.data.status, undefined, by);
  if (!result.ok) return data({ error: "admin.news.notFound" }, { status: 404 });
  const kind = parsed.data.status === "published" ? "published" : "unpublished";
  throw redirect(`/admin/news?${kind}=${encodeURIComponent(titleOf(result.article.title))}`);
}

export async function newsEditLoader(args: Args) {
  const { session, db } = await editor(args);
  const article = args.params.id === "new" ? null : await articleOr404(args, db);
  return { article, csrfToken: session.csrfToken };
}

export type NewsEditAnswer =
  | { intent: "preview"; values: Record<string, string>; preview: Record<string, { title: string; html: string }> }
  | { intent: "save"; values: Record<string, string>; errors: ArticleFieldError[]; conflict?: { title: string; status: string; version: number } };

/** `intent=save` writes the article; `intent=preview` renders it from the form, saving nothing. */
export async function newsEditAction(args: Args) {
  const { db, by } = await editor(args);
  const id = args.params.id === "new" ? null : (await articleOr404(args, db)).id;
  const body = await readJsonOrForm(args.request);
  if (!body.ok) {
    return data<NewsEditAnswer>({ intent: "save", values: {}, errors: [{ field: "form", key: body.problem === "too_large" ? "admin.news.errors.tooLong" : "admin.news.errors.invalid" }] }, { status: body.problem === "too_large" ? 413 : 400 });
  }
  const values = body.value as Record<string, string>;
  if (values.intent === "preview") {
    const preview = Object.fromEntries(
      locales.map((locale) => [locale, { title: values[`title.${locale}`] ?? "", html: renderMarkdown(values[`body.${locale}`] ?? "") }]),
    );
    return data<NewsEditAnswer>({ intent: "preview", values, preview });
  }
  const parsed = articleInputSchema.safeParse(formToArticleInput(values));
  if (!parsed.success) return data<NewsEditAnswer>({ intent: "save", values, errors: articleFieldErrors(parsed.error) }, { status: 400 });
  const result = await saveArticle(db, id, parsed.data, by);
  if (result.ok) throw redirect(`/admin/news?saved=${encodeURIComponent(titleOf(result.article.title))}`);
  const { error } = result;
  if (error.kind === "not_found") throw data({ notFound: "admin.news.notFound" }, { status: 404 });
  if (error.kind === "conflict") {
    const { current } = error;
    // The next save is based on the stored version: pressing Save again keeps this text.
    const conflict = { title: titleOf(current.title), status: current.status, version: current.version };
    return data<NewsEditAnswer>({ intent: "save", values: { ...values, version: String(current.version) }, errors: [], conflict }, { status: 409 });
  }
  return data<NewsEditAnswer>({ intent: "save", values, errors: error.fields }, { status: 400 });
}

export async function newsDeleteLoader(args: Args) {
  const { session, db } = await editor(args);
  return { article: await articleOr404(args, db), csrfToken: session.csrfToken };
}

export async function newsDeleteAction(args: Args) {
  const { db, by } = await editor(args);
  const article = await articleOr404(args, db);
  await deleteArticle(db, article.id, by);
  throw redirect(`/admin/news?deleted=${encodeURIComponent(titleOf(article.title))}`);
}
