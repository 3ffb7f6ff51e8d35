import type { Locale } from "./locales";
import { flattenMessages, type Messages } from "./translate";

type Nested = Parameters<typeof flattenMessages>[0];

// One file per area (locales/{locale}/{area}.json); their top-level keys are namespaces.
const files = import.meta.glob<Nested>("../../locales/*/*.json", { eager: true, import: "default" });

function load(): Record<Locale, Messages> {
  const out: Record<Locale, Messages> = { en: {}, fr: {} };
  for (const [file, tree] of Object.entries(files)) {
    const locale = /locales\/(\w+)\//.exec(file)?.[1] as Locale | undefined;
    if (locale && locale in out) flattenMessages(tree, "", out[locale]);
  }
  return out;
}

/** The UI strings shipped with the code, per locale: the defaults under database overrides. */
export const bundledMessages = load();

/** Namespaces of the staff area's files (admin.json, admin-*.json): texts visitors never see. */
export const staffNamespaces = new Set(
  Object.entries(files)
    .filter(([file]) => /\/admin(-[a-z-]+)?\.json$/.test(file))
    .flatMap(([, tree]) => Object.keys(tree)),
);
