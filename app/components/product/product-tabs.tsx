import { type ReactNode, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useHydrated } from "../use-hydrated";

export interface Tab {
  id: string;
  label: string;
  content: ReactNode;
  /** Nothing to show but a fallback sentence: the page does not open on this tab. */
  empty?: boolean;
}

/**
 * The tab the page opens on: the one the address names (`#specifications`), else the first that
 * has content, else the first. Decided from the data alone, so the server and the first client
 * render agree.
 */
export function openTab(tabs: Pick<Tab, "id" | "empty">[], hash = ""): string {
  const named = tabs.find((tab) => tab.id === hash || `panel-${tab.id}` === hash);
  return (named ?? tabs.find((tab) => !tab.empty) ?? tabs[0]!).id;
}

/**
 * Without JavaScript every panel is shown, one under the other, and the tab list links to them
 * (the open tab marked, an empty panel saying so in a sentence); once the page runs, it becomes a
 * WAI-ARIA tab list (arrow keys move between tabs) opened on `openTab`.
 */
export function ProductTabs({ tabs }: { tabs: Tab[] }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [active, setActive] = useState(() => openTab(tabs, typeof window === "undefined" ? "" : window.location.hash.slice(1)));
  const select = (id: string) => {
    setActive(id);
    window.history.replaceState(window.history.state, "", `#${id}`);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    // The next tab is to the right in English and French, to the left on right-to-left pages.
    const forward = getComputedStyle(event.currentTarget).direction === "rtl" ? "ArrowLeft" : "ArrowRight";
    const back = forward === "ArrowRight" ? "ArrowLeft" : "ArrowRight";
    const step = event.key === forward ? 1 : event.key === back ? -1 : 0;
    if (!step) return;
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    select(next.id);
    document.getElementById(`tab-${next.id}`)?.focus();
  };

  return (
    <div className="mt-10" data-testid="product-tabs" data-open-tab={active}>
      <div role={hydrated ? "tablist" : undefined} aria-label={hydrated ? t("product.tabs") : undefined} className="flex flex-wrap gap-x-1 border-b border-slate-200" onKeyDown={hydrated ? onKeyDown : undefined}>
        {tabs.map((tab) =>
          hydrated ? (
            <button
              key={tab.id}
              id={`tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={tab.id === active}
              aria-controls={`panel-${tab.id}`}
              tabIndex={tab.id === active ? 0 : -1}
              onClick={() => select(tab.id)}
              className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold sm:px-4 ${tab.id === active ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-brand-700"}`}
            >
              {tab.label}
            </button>
          ) : (
            <a
              key={tab.id}
              href={`#panel-${tab.id}`}
              aria-current={tab.id === active ? "true" : undefined}
              className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold sm:px-4 ${tab.id === active ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600"}`}
            >
              {tab.label}
            </a>
          ),
        )}
      </div>
      {tabs.map((tab) => (
        <section
          key={tab.id}
          id={`panel-${tab.id}`}
          role={hydrated ? "tabpanel" : undefined}
          aria-labelledby={hydrated ? `tab-${tab.id}` : undefined}
          // A closed panel is hidden on screen but printed (the page prints as a document, every
          // panel under the other): a class, since the `hidden` attribute's display:none is an
          // !important rule of Tailwind's base layer that no print rule can override.
          className={`py-6 ${hydrated && tab.id !== active ? "hidden print:block" : ""}`}
          data-testid={`panel-${tab.id}`}
        >
          {hydrated ? null : <h2 className="mb-3 text-lg font-semibold text-brand-900">{tab.label}</h2>}
          {tab.content}
        </section>
      ))}
    </div>
  );
}
