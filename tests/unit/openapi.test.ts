import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { openApiDocument } from "~/http/openapi";
import { inquirySchema } from "~/inquiries/schema";
import { translationChangeSchema } from "~/translations/translation-query";

type Schema = Record<string, unknown>;

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

  it("documents the fields of every request body", () => {
    const schemas = openApiDocument.components.schemas as Record<string, Schema>;
    const resolve = (schema: Schema): Schema => (typeof schema.$ref === "string" ? schemas[schema.$ref.split("/").pop()!]! : schema);
    // The calls that take no body: signing out, taking a snapshot, and the deletes named by their URL.
    const bodiless = new Set(["POST /api/admin/logout", "POST /api/admin/backups"]);
    const problems: string[] = [];
    let bodies = 0;
    for (const [path, operations] of Object.entries(openApiDocument.paths)) {
      for (const [method, operation] of Object.entries(operations as Record<string, Schema>)) {
        const name = `${method.toUpperCase()} ${path}`;
        const content = (operation.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content;
        if (!content) {
          if (["post", "put", "patch"].includes(method) && !bodiless.has(name)) problems.push(`${name}: no request body`);
          continue;
        }
        for (const [mediaType, { schema }] of Object.entries(content)) {
          bodies++;
          const body = resolve(schema);
          if (mediaType === "text/csv" && body.type === "string") continue;
          const properties = Object.entries((body.properties ?? {}) as Record<string, Schema>);
          if (body.type !== "object" || properties.length === 0) problems.push(`${name} ${mediaType}: no fields`);
          for (const [field, property] of properties) {
            if (Object.keys(property).length === 0) problems.push(`${name} ${mediaType}: ${field} says nothing`);
          }
        }
      }
    }
    expect(bodies).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });

  it("takes the bodies from the zod schemas the calls validate with", () => {
    const schemas = openApiDocument.components.schemas as unknown as Record<string, { properties: Record<string, unknown>; required?: string[] }>;
    expect(Object.keys(schemas.TranslationInput!.properties)).toEqual(Object.keys(translationChangeSchema.shape));
    expect(Object.keys(schemas.InquiryInput!.properties)).toEqual(Object.keys(inquirySchema.shape));
    expect(schemas.InquiryInput!.required).toEqual(["name", "email", "country", "message", "privacyConsent"]);
    expect(Object.keys(schemas.NewsletterInput!.properties)).toEqual(["email", "locale"]);
    expect(schemas.ApplicationInput!.properties).not.toHaveProperty("featured");
    expect(schemas.CategoryInput!.properties).toHaveProperty("keySpecs");
  });
});
