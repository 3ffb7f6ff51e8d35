import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "~/db/client.server";
import { tmpDir } from "../support/paths";

// The settings every PostgreSQL session of the application starts with (decision 050).
describe.skipIf(!process.env.DATABASE_URL)("PostgreSQL sessions", () => {
  it("run without JIT compilation, and keep the options the URL gives", async () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set("options", "-c statement_timeout=12345");
    const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpDir });
    try {
      const [jit] = await queryRows<{ jit: string }>(handle.db, sql`show jit`);
      const [timeout] = await queryRows<{ statement_timeout: string }>(handle.db, sql`show statement_timeout`);
      expect(jit?.jit).toBe("off");
      expect(timeout?.statement_timeout).toBe("12345ms");
    } finally {
      await handle.close();
    }
  });
});
