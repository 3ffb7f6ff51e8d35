import os from "node:os";
import { describe, expect, it } from "vitest";
import { ConfigError } from "~/db/config-error";
import { processCount } from "../../server/cluster";

describe("WEB_CONCURRENCY", () => {
  it("defaults to one process on the embedded database and to the cores on PostgreSQL", () => {
    expect(processCount({}, 8)).toBe(1);
    expect(processCount({ DATABASE_URL: "postgres://x@h/db" }, 8)).toBe(8);
    expect(processCount({ DATABASE_URL: "postgres://x@h/db" })).toBe(os.availableParallelism());
    expect(processCount({ DATABASE_URL: "postgres://x@h/db", WEB_CONCURRENCY: 1 }, 8)).toBe(1);
    expect(processCount({ DATABASE_URL: "postgres://x@h/db", WEB_CONCURRENCY: 3 })).toBe(3);
  });

  it("refuses several processes on the embedded database with one sentence", () => {
    expect(() => processCount({ WEB_CONCURRENCY: 2 })).toThrow(ConfigError);
    expect(() => processCount({ WEB_CONCURRENCY: 2 })).toThrow(/^WEB_CONCURRENCY=2 needs DATABASE_URL: .*WEB_CONCURRENCY=1\.$/);
  });
});
