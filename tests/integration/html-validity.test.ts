import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root } from "../support/paths";
import { serverForFile } from "../support/server";

// The Nu HTML Checker (npm vnu-jar, Java 17) on every public page type in both languages. It
// refuses localhost URLs, so the pages are saved to files first.
const vnuJar = path.join(root, "node_modules/vnu-jar/build/dist/vnu.jar");
const server = serverForFile();
let dir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "vitrine-vnu-"));
});
afterAll(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

const pageTypes = [
  "/",
  "/products",
  "/products?category=relays-control",
  "/products?category=relays-control&view=table",
  "/products?q=SSR%2025A",
  "/products?q=nothing-matches-this-query",
  "/products/{product}",
  "/about",
  "/aerospace",
  "/services",
  "/applications",
  "/contact",
  "/catalogues",
  "/favorites",
  "/quote",
  "/privacy",
  "/terms",
  "/cookies",
  "/blog",
  "/admin-contact",
  "/no-such-page",
];

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

describe("Nu HTML Checker", () => {
  it("finds no error on any public page type, in English, French and Arabic", { timeout: 180_000 }, async () => {
    const { items } = (await (await fetch(`${server.url}/api/products?limit=1`)).json()) as { items: { id: number }[] };
    const files: string[] = [];
    for (const locale of ["en", "fr", "ar"]) {
      for (const [i, type] of pageTypes.entries()) {
        const pathname = (locale === "en" ? type : `/${locale}${type === "/" ? "" : type}`).replace("{product}", String(items[0]!.id));
        const response = await fetch(`${server.url}${pathname}`, { redirect: "manual" });
        expect([200, 404], pathname).toContain(response.status);
        const file = path.join(dir, `${locale}-${i}-${pathname.replace(/[^a-z0-9]+/gi, "_")}.html`);
        await fs.writeFile(file, await response.text());
        files.push(file);
      }
    }
    const { stderr } = await promisify(execFile)("java", ["-jar", vnuJar, "--errors-only", "--exit-zero-always", "--format", "json", ...files], {
      maxBuffer: 32 * 1024 * 1024,
    });
    // The inline stylesheet is Tailwind's output, with CSS the checker's CSS validator predates
    // (@property, margin-trim): the markup is what this test checks.
    const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages.filter((m) => m.type === "error" && !m.message.startsWith("CSS:"));
    const report = messages.map((m) => `${path.basename(m.url)}:${m.lastLine ?? "?"} ${m.message} ${m.extract ?? ""}`);
    expect(report).toEqual([]);
  });
});
