import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";

// The Drizzle schema and the committed migrations agree: drizzle-kit, asked to generate the next
// migration from a copy of drizzle/, finds nothing to write. A column added to app/db/schema.ts
// without `npm run db:generate` (or a migration edited away from it) fails here.
const run = promisify(execFile);
let copy = "";
afterAll(() => (copy ? rm(copy, { recursive: true, force: true }) : undefined));

it("drizzle-kit finds no change between app/db/schema.ts and drizzle/", async () => {
  // drizzle-kit reads --out relative to the working directory.
  await mkdir(".tmp", { recursive: true });
  copy = path.relative(process.cwd(), await mkdtemp(path.join(".tmp", "schema-check-")));
  await cp("drizzle", copy, { recursive: true });
  const before = await readdir(copy);
  const bin = path.join("node_modules", ".bin", "drizzle-kit");
  const { stdout } = await run(bin, ["generate", "--dialect", "postgresql", "--schema", "./app/db/schema.ts", "--out", copy, "--casing", "snake_case"], { timeout: 60_000 });
  expect(stdout).toContain("No schema changes");
  expect(await readdir(copy)).toEqual(before);
}, 90_000);
