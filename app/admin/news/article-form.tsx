import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { CsrfField } from "~/admin/csrf-field";
import { LocalizedFields } from "~/admin/localized-fields";
import { UnsavedChangesGuard, useDirty } from "~/admin/unsaved-changes";
import { uploadMedia } from "~/admin/upload-media";
import { Button } from "~/components/ui/button";
import { Field, fieldId } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { locales, languageAttributes } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { ARTICLE_STATUSES } from "~/news/article-input";
import type { Article } from "~/news/articles.server";
import type { NewsEditAnswer } from "~/routes/admin/news.server";

type Stored = Omit<Article, "publishedAt" | "updatedAt"> & { publishedAt: string | Date; updatedAt: string | Date };

/** The form's values: what was just posted when the server refused it, else the stored article. */
function initialValues(article: Stored | null): Record<string, string> {
  const values: Record<string, string> = {
    author: article?.author ?? "",
    publishedAt: article ? new Date(article.publishedAt).toISOString().slice(0, 10) : new Date().toISOString().slice(0, 10),
    status: article?.status ?? "draft",
    tags: article?.tags.join(", ") ?? "",
    relatedPartNumbers: article?.relatedPartNumbers.join(", ") ?? "",
    coverId: article?.coverId ? String(article.coverId) : "",
    version: article ? String(article.version) : "",
  };
  for (const locale of locales) {
    values[`title.${locale}`] = article?.title[locale] ?? "";
    values[`summary.${locale}`] = article?.summary[locale] ?? "";
    values[`body.${locale}`] = article?.body[locale] ?? "";
    values[`slug.${locale}`] = article?.slug[locale] ?? "";
  }
  return values;
}

const perLocale = (values: Record<string, string>, name: string) => Object.fromEntries(locales.map((l) => [l, values[`${name}.${l}`] ?? ""]));

export function ArticleForm({ article, answer }: { article: Stored | null; answer: NewsEditAnswer | undefined }) {
  const { t } = useTranslation();
  const values = answer?.values && Object.keys(answer.values).length ? answer.values : initialValues(article);
  const errorList = answer?.intent === "save" ? answer.errors : [];
  const errors = Object.fromEntries(errorList.map((e) => [e.field, t(e.key, e.vars)]));
  const conflict = answer?.intent === "save" ? answer.conflict : undefined;
  const busy = useNavigation().state === "submitting";
  const { dirty, markDirty, markSaved } = useDirty();
  const [cover, setCover] = useState<{ id: string; url: string | null }>({ id: values.coverId ?? "", url: article?.cover?.src ?? null });
  const [coverState, setCoverState] = useState<string>("");

  return (
    <Form method="post" noValidate className="mt-6 space-y-6" onChange={markDirty} onSubmit={markSaved} data-testid="article-form">
      <CsrfField />
      <input type="hidden" name="version" value={values.version ?? ""} />
      <UnsavedChangesGuard dirty={dirty} />

      {errorList.length || conflict ? (
        <div role="alert" className="rounded-md bg-red-50 p-4 text-sm text-red-900" data-testid="article-errors">
          {conflict ? (
            <>
              <p className="font-semibold">{t("admin.news.conflict")}</p>
              <p className="mt-1">{t("admin.news.conflictCurrent", { title: conflict.title, status: t(`admin.news.status.${conflict.status}`) })}</p>
            </>
          ) : null}
          {errorList.length ? (
            <ul className="mt-1 list-disc ps-5">
              {errorList.map((error) => (
                <li key={error.field}>
                  <a href={`#${fieldId(error.field)}`} className="underline">{t(error.key, error.vars)}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <LocalizedFields name="title" label={t("admin.news.fields.title")} values={perLocale(values, "title")} errors={errors} required={[...locales]} maxLength={200} />
      <div>
        <LocalizedFields name="slug" label={t("admin.news.fields.slug")} values={perLocale(values, "slug")} errors={errors} maxLength={120} />
        <p className="mt-1 text-xs text-slate-500">{t("admin.news.fields.slugHint")}</p>
      </div>
      <div>
        <LocalizedFields name="summary" label={t("admin.news.fields.summary")} values={perLocale(values, "summary")} errors={errors} multiline rows={3} maxLength={600} />
        <p className="mt-1 text-xs text-slate-500">{t("admin.news.fields.summaryHint")}</p>
      </div>
      <div>
        <LocalizedFields name="body" label={t("admin.news.fields.body")} values={perLocale(values, "body")} errors={errors} multiline rows={16} required={[...locales]} />
        <p className="mt-1 text-xs text-slate-500">{t("admin.news.fields.bodyHint")}</p>
      </div>

      <div className="grid gap-4 md:grid-cols-3">
        <Field id={fieldId("author")} label={t("admin.news.fields.author")} error={errors.author}>
          <Input name="author" defaultValue={values.author} maxLength={120} />
        </Field>
        <Field id={fieldId("publishedAt")} label={t("admin.news.fields.publishedAt")} error={errors.publishedAt}>
          <Input name="publishedAt" type="date" defaultValue={values.publishedAt} />
        </Field>
        <Field id={fieldId("status")} label={t("admin.news.fields.status")} error={errors.status}>
          <Select name="status" defaultValue={values.status}>
            {ARTICLE_STATUSES.map((status) => (
              <option key={status} value={status}>{t(`admin.news.status.${status}`)}</option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Field id={fieldId("tags")} label={t("admin.news.fields.tags")} hint={t("admin.news.fields.tagsHint")} error={errors.tags}>
          <Input name="tags" defaultValue={values.tags} />
        </Field>
        <Field id={fieldId("relatedPartNumbers")} label={t("admin.news.fields.related")} hint={t("admin.news.fields.relatedHint")} error={errors.relatedPartNumbers}>
          <Input name="relatedPartNumbers" defaultValue={values.relatedPartNumbers} />
        </Field>
      </div>

      <fieldset className="rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">{t("admin.news.fields.cover")}</legend>
        <input type="hidden" name="coverId" value={cover.id} />
        <div className="flex flex-wrap items-center gap-4">
          {cover.url ? <img src={cover.url} alt="" width={160} height={90} className="h-[90px] w-40 rounded object-cover" /> : null}
          <label className="cursor-pointer text-sm font-semibold text-brand-700 underline">
            {t("admin.news.fields.coverUpload")}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif"
              className="sr-only"
              data-testid="cover-file"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                if (!file) return;
                setCoverState(t("admin.news.fields.coverUploading"));
                const result = await uploadMedia(file, "image").catch(() => ({ ok: false as const, message: undefined, status: "network" }));
                if (result.ok) {
                  setCover({ id: String(result.media.id), url: result.media.url });
                  setCoverState("");
                  markDirty();
                } else setCoverState(t("admin.news.fields.coverFailed", { reason: result.message ?? result.status }));
              }}
            />
          </label>
          {cover.id ? (
            <Button variant="ghost" size="sm" onClick={() => { setCover({ id: "", url: null }); markDirty(); }}>
              {t("admin.news.fields.coverRemove")}
            </Button>
          ) : null}
          <span role="status" className="text-sm text-slate-600">{coverState}</span>
        </div>
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" name="intent" value="save" disabled={busy}>{t("admin.news.save")}</Button>
        <Button type="submit" name="intent" value="preview" variant="secondary" disabled={busy} onClick={markSaved}>{t("admin.news.preview")}</Button>
        <Link to="/admin/news" className="text-sm text-brand-700 underline">{t("admin.news.cancel")}</Link>
      </div>

      {answer?.intent === "preview" ? (
        <section aria-label={t("admin.news.preview")} className="space-y-6" data-testid="article-preview">
          <p className="text-sm text-slate-600">{t("admin.news.previewNote")}</p>
          {locales.map((locale) => (
            <article key={locale} {...languageAttributes(locale)} className="rounded-lg border border-slate-200 bg-white p-6">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t("admin.news.previewTitle", { language: t(`language.${locale}`) })}</p>
              <h2 className="mt-2 text-2xl font-bold text-brand-900">{answer.preview[locale]?.title}</h2>
              <div className="article-body mt-4" dangerouslySetInnerHTML={{ __html: answer.preview[locale]?.html ?? "" }} />
            </article>
          ))}
        </section>
      ) : null}
    </Form>
  );
}
