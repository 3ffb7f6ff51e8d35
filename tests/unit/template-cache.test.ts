import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cachedTemplateDir, templateHash, templateInputs } from "../support/template-cache";

let root: string;

async function write(file: string, text: string) {
  await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await fs.writeFile(path.join(root, file), text);
}

// A small project shaped like this one: migrations, seed, the db client and what they import.
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "vitrine-template-cache-"));
  await write("package-lock.json", '{"lockfileVersion":3}');
  await write("drizzle/0000_init.sql", "CREATE TABLE products (id int);");
  await write("drizzle/meta/_journal.json", '{"entries":[]}');
  await write("app/catalogue/index/sql/functions/f.sql", "CREATE FUNCTION f() ...");
  await write("app/db/seed/seed.server.ts", 'import { products } from "./products";\nimport { unit } from "~/catalogue/units";\n');
  await write("app/db/seed/products/index.ts", 'export const products = ["VT-1"];\n');
  await write("app/catalogue/units.ts", 'import type { Locale } from "../i18n/locales";\nexport const unit = "V";\n');
  await write("app/i18n/locales.ts", 'export const locales = ["en", "fr"];\n');
  await write("app/db/client.server.ts", 'import pg from "pg";\nimport { schema } from "./schema";\n');
  await write("app/db/schema.ts", "export const schema = {};\n");
  await write("app/media/storage.server.ts", "export {};\n");
  await write("tests/support/template.ts", 'import { seedDatabase } from "~/db/seed/seed.server";\n');
  await write("app/routes/home.tsx", "export default function Home() {}\n");
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe("the template's inputs", () => {
  it("are the migrations, the seed, the index SQL, the lock file and what the builders import, not the rest", async () => {
    expect(await templateInputs(root)).toEqual([
      "app/catalogue/index/sql/functions/f.sql",
      "app/catalogue/units.ts",
      "app/db/client.server.ts",
      "app/db/schema.ts",
      "app/db/seed/products/index.ts",
      "app/db/seed/seed.server.ts",
      "app/i18n/locales.ts",
      "app/media/storage.server.ts",
      "drizzle/0000_init.sql",
      "drizzle/meta/_journal.json",
      "package-lock.json",
      "tests/support/template.ts",
    ]);
  });

  it("change the hash when any of them changes, appears or goes, and only then", async () => {
    const first = await templateHash(root);
    expect(await templateHash(root)).toBe(first);

    await write("app/routes/home.tsx", "export default function Home() { return null; }\n");
    expect(await templateHash(root)).toBe(first);

    const changes: [string, string | null][] = [
      ["drizzle/0001_more.sql", "ALTER TABLE products ADD name text;"],
      ["app/db/schema.ts", "export const schema = { products: {} };\n"],
      ["app/i18n/locales.ts", 'export const locales = ["en", "fr", "ar"];\n'],
      ["app/catalogue/index/sql/functions/f.sql", "CREATE FUNCTION f() -- changed"],
      ["app/db/seed/products/index.ts", 'export const products = ["VT-1", "VT-2"];\n'],
      ["package-lock.json", '{"lockfileVersion":3,"packages":{}}'],
      ["drizzle/0000_init.sql", null],
    ];
    const seen = new Set([first]);
    for (const [file, text] of changes) {
      if (text === null) await fs.rm(path.join(root, file));
      else await write(file, text);
      const hash = await templateHash(root);
      expect(seen.has(hash), file).toBe(false);
      seen.add(hash);
    }
  });
});

describe("the template cache", () => {
  it("builds once per hash, reuses it while the inputs stay the same, and rebuilds a stale one", async () => {
    const cacheDir = path.join(root, ".tmp/test-template");
    let builds = 0;
    const build = async (dir: string) => {
      builds++;
      await fs.writeFile(path.join(dir, "template.tar.gz"), `build ${builds}`);
    };

    const first = await cachedTemplateDir(cacheDir, await templateHash(root), build);
    expect(first.built).toBe(true);
    const again = await cachedTemplateDir(cacheDir, await templateHash(root), build);
    expect(again).toEqual({ dir: first.dir, built: false });
    expect(builds).toBe(1);

    await write("drizzle/0001_more.sql", "ALTER TABLE products ADD name text;");
    const rebuilt = await cachedTemplateDir(cacheDir, await templateHash(root), build);
    expect(rebuilt.built).toBe(true);
    expect(rebuilt.dir).not.toBe(first.dir);
    expect(await fs.readFile(path.join(rebuilt.dir, "template.tar.gz"), "utf8")).toBe("build 2");
  });

  it("leaves nothing under the template's name when a build fails, and builds it next time", async () => {
    const cacheDir = path.join(root, ".tmp/test-template");
    const hash = await templateHash(root);
    await expect(
      cachedTemplateDir(cacheDir, hash, async (dir) => {
        await fs.writeFile(path.join(dir, "template.tar.gz"), "half");
        throw new Error("killed half-way");
      }),
    ).rejects.toThrow("killed half-way");
    expect(await fs.readdir(cacheDir)).toEqual([]);

    const next = await cachedTemplateDir(cacheDir, hash, async (dir) => fs.writeFile(path.join(dir, "template.tar.gz"), "whole"));
    expect(next.built).toBe(true);
    expect(await fs.readFile(path.join(next.dir, "template.tar.gz"), "utf8")).toBe("whole");
  });

  it("keeps the first complete copy when two runs build the same template at once", async () => {
    const cacheDir = path.join(root, ".tmp/test-template");
    const hash = await templateHash(root);
    let release!: () => void;
    const slowStarted = new Promise<void>((resolve) => {
      release = resolve;
    });
    let finishSlow!: () => void;
    const slowMayFinish = new Promise<void>((resolve) => {
      finishSlow = resolve;
    });
    const slow = cachedTemplateDir(cacheDir, hash, async (dir) => {
      await fs.writeFile(path.join(dir, "template.tar.gz"), "slow");
      release();
      await slowMayFinish;
    });
    await slowStarted;
    const fast = await cachedTemplateDir(cacheDir, hash, async (dir) => fs.writeFile(path.join(dir, "template.tar.gz"), "fast"));
    expect(fast.built).toBe(true);
    finishSlow();
    expect(await slow).toEqual({ dir: fast.dir, built: false });
    expect(await fs.readFile(path.join(fast.dir, "template.tar.gz"), "utf8")).toBe("fast");
    expect(await fs.readdir(cacheDir)).toEqual([path.basename(fast.dir)]);
  });
});
