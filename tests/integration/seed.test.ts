import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import * as t from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { createLocalStorage } from "~/media/storage.server";
import { createEmptyDatabase, createTestDatabase } from "../support/database";

const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "vitrine-seed-"));
afterAll(() => fs.rm(scratch, { recursive: true, force: true }));

describe("seedDatabase", () => {
  it("leaves a database that already has content alone", async () => {
    const handle = await createTestDatabase();
    try {
      const before = await handle.db.select({ n: count() }).from(t.products);
      expect(await seedDatabase(handle.db, { demo: true, storage: createLocalStorage(scratch) })).toBe("existing");
      expect(await handle.db.select({ n: count() }).from(t.products)).toEqual(before);
    } finally {
      await handle.close();
    }
  });

  it("starts empty with DEMO_DATA=false: settings only, no catalogue", async () => {
    const handle = await createEmptyDatabase();
    try {
      expect(await seedDatabase(handle.db, { demo: false, storage: createLocalStorage(scratch) })).toBe("blank");
      expect((await handle.db.select({ n: count() }).from(t.settings))[0]!.n).toBe(1);
      expect((await handle.db.select({ n: count() }).from(t.categories))[0]!.n).toBe(0);
    } finally {
      await handle.close();
    }
  });

  it("writes a valid PDF for every stored document", async () => {
    const handle = await createEmptyDatabase();
    const storage = createLocalStorage(path.join(scratch, "media"));
    try {
      expect(await seedDatabase(handle.db, { demo: true, storage })).toBe("demo");
      const files = await handle.db.select().from(t.media);
      expect(files.length).toBeGreaterThan(300);
      for (const file of files.slice(0, 40)) {
        const bytes = await fs.readFile(path.join(scratch, "media", file.storageKey));
        expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
        expect(bytes.length).toBe(file.size);
      }
    } finally {
      await handle.close();
    }
  });
});
