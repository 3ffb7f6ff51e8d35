import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";

/** "Did you mean: RXM4AB2BD": each a link running that search (issue 32); never merged into results. */
export function DidYouMean({ queries, className, onPick }: { queries: string[]; className?: string; onPick?: () => void }) {
  const { t, href } = useTranslation();
  return (
    <div className={className} data-testid="did-you-mean">
      <span>{t("catalogue.didYouMean")}</span>{" "}
      <ul className="inline">
        {queries.map((query) => (
          <li key={query} className="ms-2 inline">
            <Link to={href(`/products?${new URLSearchParams({ q: query })}`)} onClick={onPick} className="font-semibold text-brand-700 underline">
              {query}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
