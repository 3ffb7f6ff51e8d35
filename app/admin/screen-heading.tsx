import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * The top of a staff screen that edits one thing: the link back to its list, its title (which
 * names the screen's section: `id`), and, for a stored record, a line of facts (product counts)
 * ending with the link to delete it.
 */
export function ScreenHeading({
  id,
  back,
  title,
  facts = [],
  remove,
}: {
  id: string;
  back: { to: string; label: string };
  title: string;
  facts?: ReactNode[];
  /** The link to the delete screen of a stored record (none while adding one). */
  remove?: { to: string; label: string };
}) {
  const line = [...facts, ...(remove ? [<Link key="delete" to={remove.to} className="text-red-700 underline">{remove.label}</Link>] : [])];
  return (
    <>
      <Link to={back.to} className="text-sm text-brand-700 underline">
        {back.label}
      </Link>
      <h1 id={id} className="mt-2 text-2xl font-semibold text-brand-900">
        {title}
      </h1>
      {line.length ? (
        <p className="mt-1 text-sm text-slate-600">
          {line.map((item, i) => (
            <span key={i}>
              {i ? " · " : null}
              {item}
            </span>
          ))}
        </p>
      ) : null}
    </>
  );
}
