// Staff forms post flat fields ("name.fr", "specs.2.value", "attributeSet.0.filter", repeated
// "applications"), so that they submit with or without JavaScript. This is the one decoder that
// turns them into nested values for the schemas: the product, taxonomy, attribute and article
// forms, on the server (the action) and in the browser (the form's own check) alike.

import { type Locale, perLocale } from "~/i18n/locales";

/** A row number in a field name: "specs.2.value". Up to 999 rows. */
const ROW = /^\d{1,3}$/;
// A crafted field name must not reach Object.prototype.
const UNSAFE_SEGMENTS = new Set(["__proto__", "constructor", "prototype"]);

export type PostedFields = FormData | Record<string, string | undefined>;

type Node = Record<string | number, unknown>;
const isContainer = (value: unknown): value is Node => typeof value === "object" && value !== null;

function setPath(root: Node, path: string[], value: string) {
  let node = root;
  path.forEach((segment, i) => {
    const key = ROW.test(segment) ? Number(segment) : segment;
    if (i === path.length - 1) {
      // A name that is also the head of others ("attributeSet" beside "attributeSet.0.attribute":
      // a marker that the form carries the set) keeps its rows.
      if (!isContainer(node[key])) node[key] = value;
      return;
    }
    if (!isContainer(node[key])) node[key] = ROW.test(path[i + 1]!) ? [] : {};
    node = node[key] as Node;
  });
}

/**
 * The posted fields as nested objects and arrays: "name.fr" -> `{ name: { fr } }`, "specs.2.value"
 * -> `{ specs: [ , , { value } ] }` (rows not posted are holes: read them with `formRows`). A name
 * posted more than once keeps its last value, except the names in `lists`, which give every value
 * (the non-empty ones). Values stay text: the schema reads them. Files, the anti-forgery token,
 * the button's `intent` and names that could reach Object.prototype are left out.
 */
export function decodeFormFields(form: PostedFields, lists: readonly string[] = []): Record<string, unknown> {
  const out: Node = {};
  const entries: Iterable<[string, unknown]> = form instanceof FormData ? form.entries() : Object.entries(form);
  for (const [name, value] of entries) {
    if (typeof value !== "string" || name === "csrfToken" || name === "intent" || lists.includes(name)) continue;
    const path = name.split(".");
    if (path.some((segment) => UNSAFE_SEGMENTS.has(segment) || segment === "")) continue;
    setPath(out, path, value);
  }
  for (const name of lists) {
    const values = form instanceof FormData ? form.getAll(name) : [form[name]];
    out[name] = values.filter((v): v is string => typeof v === "string" && v !== "");
  }
  return out as Record<string, unknown>;
}

/** The rows of a decoded list ("specs", "options"), in their numbers' order; holes and non-rows left out. */
export const formRows = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isContainer) : []);

/** The texts of a decoded list of plain fields ("keySpecs.0", "keySpecs.1"), in their numbers' order. */
export const formTexts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);

/** A decoded text field; "" for one not posted (or posted as a group of fields). */
export const formText = (value: unknown): string => (typeof value === "string" ? value : "");

/** A checkbox: checked when posted as "on" (a browser) or "true" (a script). */
export const formChecked = (value: unknown): boolean => value === "on" || value === "true";

/** A decoded group of one field per language ("name.en", "name.fr"): "" for a language not posted. */
export const formLocalized = (value: unknown): Record<Locale, string> => perLocale((locale) => formText(isContainer(value) ? value[locale] : undefined));
