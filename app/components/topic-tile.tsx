import { Link } from "react-router";
import { TopicIcon } from "./topic-icon";
import { Arrow, BidiText } from "~/components/ui/ltr";

/** A card for a product family or an industry: picture (or drawing), name, text, call to action. */
export interface Topic {
  to: string;
  image: string | null;
  imageSrcSet?: string | null;
  slug: string;
  name: string;
  description: string;
  more: string;
}

export function TopicTile({ to, image, imageSrcSet, slug, name, description, more }: Topic) {
  return (
    <Link to={to} className="flex h-full flex-col rounded-lg border border-slate-200 p-6 transition hover:border-brand-500 hover:shadow-md">
      {image ? (
        <img src={image} srcSet={imageSrcSet ?? undefined} sizes={imageSrcSet ? "48px" : undefined} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 rounded-lg object-cover" />
      ) : (
        <TopicIcon slug={slug} name={name} />
      )}
      <h3 className="mt-4 text-lg font-semibold text-brand-800">{name}</h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600"><BidiText text={description} /></p>
      <p className="mt-4 text-sm font-medium text-brand-600">{more} <Arrow to="forward" /></p>
    </Link>
  );
}

/** Product families or industries as a grid of tiles. */
export function TopicTiles({ topics, testId, className = "" }: { topics: Topic[]; testId: string; className?: string }) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${className}`.trim()} data-testid={testId}>
      {topics.map((topic) => (
        <li key={topic.slug}>
          <TopicTile {...topic} />
        </li>
      ))}
    </ul>
  );
}
