import { describe, expect, it } from "vitest";
import { dropContentCaches, memoize } from "~/cache/content-cache.server";
import type { Database } from "~/db/client.server";

/** A thenable that runs its work each time `then` is called, as a Drizzle query does. */
function lazyQuery(runs: { n: number }) {
  return {
    then<R>(resolve: (rows: string[]) => R, reject?: (error: unknown) => R) {
      runs.n += 1;
      return Promise.resolve(["row"]).then(resolve, reject);
    },
  } as unknown as Promise<string[]>;
}

describe("memoize", () => {
  it("runs a lazy query once however often its memoized value is awaited", async () => {
    const db = {} as Database;
    const runs = { n: 0 };
    for (let i = 0; i < 3; i++) expect(await memoize(db, "lazy", () => lazyQuery(runs))).toEqual(["row"]);
    expect(runs.n).toBe(1);
  });

  it("computes again after the content changed", async () => {
    const db = {} as Database;
    const runs = { n: 0 };
    await memoize(db, "lazy", () => lazyQuery(runs));
    dropContentCaches();
    await memoize(db, "lazy", () => lazyQuery(runs));
    expect(runs.n).toBe(2);
  });
});
