// How the audit log says what happened, in the reader's language: a sentence, never the action's
// code, and for an action on several records at once (bulk activate, deactivate, delete) their
// number with the language's plural form ("Activated 3 products", "3 produits activés").

type T = (key: string, vars?: Record<string, string | number>) => string;

/** How many records an entry's action touched, when it says (`after.count`; older bulk entries list `partNumbers`). */
export function auditCount(after: unknown): number | undefined {
  if (!after || typeof after !== "object") return undefined;
  const { count, partNumbers } = after as { count?: unknown; partNumbers?: unknown };
  if (typeof count === "number" && Number.isInteger(count) && count >= 0) return count;
  return Array.isArray(partNumbers) ? partNumbers.length : undefined;
}

/** The entry's action in words: counted when the entry carries a count, else its label, else its code. */
export function auditActionText(entry: { action: string; after: unknown }, t: T): string {
  const count = auditCount(entry.after);
  if (count !== undefined) {
    const key = `audit.counted.${entry.action}`;
    const counted = t(key, { count });
    if (counted !== key) return counted;
  }
  const key = `audit.actions.${entry.action}`;
  const label = t(key);
  return label === key ? entry.action : label;
}
