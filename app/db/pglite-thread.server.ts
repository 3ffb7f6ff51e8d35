import { Worker } from "node:worker_threads";
import type { PgliteReply, PgliteRequest } from "./pglite-protocol";
import { logger } from "~/observability/logger.server";

type Request = PgliteRequest extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;

interface QueryOptions {
  rowMode?: "array" | "object";
}

/** The part of PGlite's interface that drizzle-orm/pglite uses: `query` and `transaction`. */
export interface PgliteQueryable {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<unknown>;
}

export interface PgliteThread extends PgliteQueryable {
  transaction<T>(work: (tx: PgliteQueryable) => Promise<T>): Promise<T>;
  /** True when the database thread answers (it does between statements, even mid-transaction). */
  ping(): Promise<boolean>;
  /** The data directory as a gzipped tar, taken after a CHECKPOINT on the database thread. */
  dumpDataDir(): Promise<Uint8Array>;
  close(): Promise<void>;
  readonly closed: boolean;
}

/** A database thread that has not finished a statement for this long is reported down. */
const BUSY_PROGRESS_MS = 5_000;

/**
 * Starts PGlite on its own thread (decision record 011) and gives the HTTP thread a client that
 * sends it SQL. Resolves once the database is open.
 */
export function startPgliteThread(workerUrl: URL, dataDir: string): Promise<PgliteThread> {
  // In development and tests the worker is TypeScript: tsx, registered in that thread, compiles it.
  const worker = workerUrl.pathname.endsWith(".ts")
    ? new Worker(`import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}); })`, {
        eval: true,
        workerData: { dataDir },
      })
    : new Worker(workerUrl, { workerData: { dataDir } });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let nextTx = 1;
  let stopped: Error | undefined;

  const call = (message: Request): Promise<unknown> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id } as PgliteRequest);
    });
  };
  const stopAll = (error: Error) => {
    stopped ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  let lastReplyAt = Date.now();
  worker.on("message", (message: PgliteReply) => {
    lastReplyAt = Date.now();
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.ok) waiting.resolve(message.result);
    else waiting.reject(Object.assign(new Error(message.error.message), message.error.fields));
  });
  worker.on("error", (error) => {
    logger.error({ err: error }, "The database thread failed.");
    stopAll(new Error(`The database thread failed: ${error.message}`));
  });
  worker.on("exit", () => stopAll(new Error("The database thread has stopped.")));

  const query = (sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number) =>
    call({ type: "query", sql, params, rowMode: options.rowMode ?? "object", tx });

  const thread: PgliteThread = {
    query: (sql, params, options) => query(sql, params, options),
    async transaction(work) {
      const tx = nextTx++;
      await call({ type: "begin", tx });
      let result;
      try {
        result = await work({ query: (sql, params, options) => query(sql, params, options, tx) });
      } catch (error) {
        await call({ type: "end", tx, commit: false }).catch(() => {});
        throw error;
      }
      await call({ type: "end", tx, commit: true });
      return result;
    },
    async ping() {
      if (stopped) return false;
      // Busy with a long statement (an import): alive as long as it keeps finishing statements.
      if (pending.size > 0 && Date.now() - lastReplyAt < BUSY_PROGRESS_MS) return true;
      const timeout = new Promise<false>((resolve) => setTimeout(resolve, BUSY_PROGRESS_MS, false).unref());
      return Promise.race([call({ type: "ping" }).then(Boolean, () => false), timeout]);
    },
    dumpDataDir: () => call({ type: "dump" }) as Promise<Uint8Array>,
    async close() {
      if (stopped) return;
      await call({ type: "close" }).catch(() => {});
      await worker.terminate();
    },
    get closed() {
      return Boolean(stopped);
    },
  };

  // The worker's first message (id 0) says whether the database opened.
  return new Promise((resolve, reject) => {
    pending.set(0, {
      resolve: () => resolve(thread),
      reject: (error) => {
        void worker.terminate();
        reject(error);
      },
    });
    worker.once("exit", (code) => reject(new Error(`The database thread exited (${code}) before the database opened.`)));
  });
}
