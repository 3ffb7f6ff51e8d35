/**
 * JSON Merge Patch (RFC 7396): what every PATCH of the API does with its body. An object in the
 * patch merges into the target's object member by member, `null` removes a member, and anything
 * else (a string, a number, an array) replaces the target's value. So `{"name": {"fr": "..."}}`
 * changes the French name and keeps the English one.
 */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const merged: Record<string, unknown> = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = mergePatch(merged[key], value);
  }
  return merged;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
