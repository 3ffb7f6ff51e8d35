import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import type { ArticleCardView } from "~/news/article-view";
import { CARD_IMAGE_SIZES } from "./product-image";
import { BidiText } from "./ui/ltr";

/** A topic's name in the reader's language, else its words. */
export function useTopicName() {
  const { t } = useTranslation();
  return (tag: string) => {
    const key = `news.tags.${tag}`;
    const name = t(key);
    return name === key ? tag.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase()) : name;
  };
}

export function ArticleCard({ article, headingLevel = 2 }: { article: ArticleCardView; headingLevel?: 2 | 3 }) {
  const { t, href } = useTranslation();
  const topicName = useTopicName();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white transition hover:border-brand-500 hover:shadow-md" data-testid="article-card">
      {article.cover ? (
        <img
          src={article.cover.src}
          srcSet={article.cover.srcSet}
          sizes={article.cover.srcSet ? CARD_IMAGE_SIZES : undefined}
          alt=""
          loading="lazy"
          decoding="async"
          width={article.cover.width ?? 640}
          height={article.cover.height ?? 360}
          className="aspect-[16/9] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm text-slate-500">
          <time dateTime={article.dateIso}>{article.date}</time>
        </p>
        <Heading className="mt-2 text-lg font-semibold leading-snug text-brand-900">
          <Link to={href(`/blog/${article.slug}`)} className="after:absolute after:inset-0 hover:underline">
            <BidiText text={article.title} />
          </Link>
        </Heading>
        {article.summary ? <p className="mt-2 text-sm leading-relaxed text-slate-600"><BidiText text={article.summary} /></p> : null}
        {article.tags.length ? (
          <ul className="mt-auto flex flex-wrap gap-2 pt-4" aria-label={t("news.topics")}>
            {article.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
                {topicName(tag)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
