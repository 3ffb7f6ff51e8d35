import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const importsReactRouter = (path: string) => /from ["']react-router["']/.test(readFileSync(join(root, path), "utf8"));

/**
 * docs/architecture.md: a server module is a `.ts` file that renders nothing (not a React component
 * `.tsx`, nor a hook `use-*.ts`). Outside app/routes, the ones that import react-router all sit in
 * the request kit, app/http. React Router's own entry files (root.tsx, entry.server.tsx) stand where
 * the framework looks for them.
 */
describe("where react-router is imported", () => {
  const files = sourceFiles("app").filter((path) => !path.startsWith("app/routes/") && !path.startsWith("app/http/"));

  it("no server module outside app/routes and app/http imports react-router", () => {
    const serverModules = files.filter((path) => path.endsWith(".ts") && !/\/use-[^/]+\.ts$/.test(path));
    expect(serverModules.length).toBeGreaterThan(50);
    expect(serverModules.filter(importsReactRouter)).toEqual([]);
  });

  const domains = ["audit", "auth", "backups", "cache", "catalogue", "csv", "db", "inquiries", "mail", "media", "news", "newsletter", "observability", "quotes", "security", "settings", "tasks", "translations"];
  const domainFiles = files.filter((path) => domains.includes(relative("app", path).split("/")[0]!));

  it("domain folders import no react-router at all", () => {
    expect(domainFiles.length).toBeGreaterThan(50);
    expect(domainFiles.filter(importsReactRouter)).toEqual([]);
  });

  // A domain command refuses with app/errors.ts (DomainError, field issues); the kit alone knows HTTP.
  it("domain folders import nothing of the request kit (app/http)", () => {
    const speaksHttp = (path: string) => /from ["']~\/http\//.test(readFileSync(join(root, path), "utf8"));
    expect(domainFiles.filter(speaksHttp)).toEqual([]);
  });
});

/**
 * The request kit is the one way in (docs/architecture.md): a route's loader or action reaches the
 * session, the database and the request's other context through `page`, `pageLoader` or `json`,
 * whose guard runs first. A route that called the guard or the context itself could skip either.
 */
describe("routes go through the request kit", () => {
  const routes = sourceFiles("app/routes");

  it("no route file calls requireAdmin or reads the request context itself", () => {
    expect(routes.length).toBeGreaterThan(60);
    const bypassing = routes.filter((path) => /\brequireAdmin\(|\bcontext\.get\(/.test(readFileSync(join(root, path), "utf8")));
    expect(bypassing).toEqual([]);
  });
});
