import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { openApiDocument } from "~/http/openapi";

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

// Every JSON call in the route table is described in /api/openapi.json.
function apiPaths(entries: RouteEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${prefix}/${entry.path}` : prefix;
    return [...(entry.path && path.startsWith("/api/") ? [path] : []), ...apiPaths(entry.children ?? [], path)];
  });
}

describe("OpenAPI description", () => {
  it("describes every API route", () => {
    const documented = new Set(Object.keys(openApiDocument.paths));
    const found = apiPaths(routes as RouteEntry[]);
    expect(found).toContain("/api/admin/products/:id");
    const missing = found
      .filter((path) => !path.endsWith("/*") && path !== "/api/openapi.json")
      .map((path) => path.replace(/:(\w+)/g, "{$1}"))
      .filter((path) => !documented.has(path));
    expect(missing).toEqual([]);
  });
});
