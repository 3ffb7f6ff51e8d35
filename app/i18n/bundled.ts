import { locales } from "./locales";
import { flattenMessages, type Messages } from "./translate";

type Nested = Parameters<typeof flattenMessages>[0];

// One file per area (locales/{locale}/{area}.json); their top-level keys are namespaces.
const files = import.meta.glob<Nested>("../../locales/*/*.json", { eager: true, import: "default" });

/** The message files (path -> tree) of each of `codes`, flattened and merged per language. */
export function collectMessages<Code extends string>(sources: Record<string, Nested>, codes: readonly Code[]): Record<Code, Messages> {
  const out = Object.fromEntries(codes.map((code) => [code, {}])) as Record<Code, Messages>;
  for (const [file, tree] of Object.entries(sources)) {
    const code = /locales\/([\w-]+)\//.exec(file)?.[1];
    if (code && Object.hasOwn(out, code)) flattenMessages(tree, "", out[code as Code]);
  }
  return out;
}

/** The UI strings shipped with the code, per locale: the defaults under database overrides. */
export const bundledMessages = collectMessages(files, locales);

/** Namespaces of the staff area's files (admin.json, admin-*.json): texts visitors never see. */
export const staffNamespaces = new Set(
  Object.entries(files)
    .filter(([file]) => /\/admin(-[a-z-]+)?\.json$/.test(file))
    .flatMap(([, tree]) => Object.keys(tree)),
);
