import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

/** A closing call to action: a title, a sentence and one link. */
export function CtaBand({ title, text, to, label }: { title: string; text: string; to: string; label: string }) {
  return (
    <section className="mt-16 rounded-xl bg-brand-50 px-6 py-10 sm:px-10">
      <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-bold text-brand-900">{title}</h2>
          <p className="mt-2 max-w-2xl text-slate-700">{text}</p>
        </div>
        <Link to={to} className={buttonClass({ size: "lg", className: "shrink-0 self-start md:self-auto" })}>
          {label}
        </Link>
      </div>
    </section>
  );
}
