import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction, types } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { PgliteReply, PgliteRequest } from "~/db/pglite-protocol";
import { PGLITE_SETTINGS } from "~/db/pglite-settings";

/**
 * The embedded database's own thread (decision record 011). PGlite runs its statements
 * synchronously in WebAssembly: here they stop this thread only, never the HTTP thread. PGlite
 * itself serializes the work: a query waits while a transaction is open, so statements of the
 * HTTP thread's requests never interleave with another request's transaction.
 */

// The same raw-text parsers drizzle-orm/pglite asks for (they are functions: they cannot be sent).
const raw = (value: string) => value;
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, raw]),
);

class Rollback extends Error {}

interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean, endId: number) => void;
}

const port = parentPort!;
const { dataDir } = workerData as { dataDir: string };
const transactions = new Map<number, OpenTransaction>();
let db: PGlite | undefined;

function reply(message: PgliteReply) {
  port.postMessage(message);
}

function failure(id: number, error: unknown) {
  const err = error instanceof Error ? error : new Error(String(error));
  // PostgreSQL's error fields (code, detail, constraint...) travel as plain properties.
  const fields = Object.fromEntries(Object.entries(err).filter(([, v]) => ["string", "number"].includes(typeof v)));
  reply({ id, ok: false, error: { message: err.message, fields } });
}

async function run(id: number, work: () => Promise<unknown>) {
  try {
    reply({ id, ok: true, result: await work() });
  } catch (error) {
    failure(id, error);
  }
}

function begin(id: number, txId: number) {
  let endId = -1;
  let started = false;
  db!
    .transaction(async (tx) => {
      started = true;
      const commit = await new Promise<boolean>((resolve) => {
        transactions.set(txId, { tx, finish: (c, e) => ((endId = e), resolve(c)) });
        reply({ id, ok: true, result: null });
      });
      transactions.delete(txId);
      if (!commit) throw new Rollback();
    })
    .then(
      () => reply({ id: endId, ok: true, result: null }),
      (error) => {
        transactions.delete(txId);
        if (!started) failure(id, error);
        else if (error instanceof Rollback) reply({ id: endId, ok: true, result: null });
        else failure(endId, error);
      },
    );
}

async function query(sql: string, params: unknown[], rowMode: "array" | "object", txId?: number) {
  const target = txId === undefined ? db! : transactions.get(txId)?.tx;
  if (!target) throw new Error("The transaction is already closed.");
  const result = await target.query(sql, params, { rowMode, parsers });
  return { rows: result.rows, affectedRows: result.affectedRows, fields: result.fields };
}

port.on("message", (message: PgliteRequest) => {
  switch (message.type) {
    case "ping":
      return reply({ id: message.id, ok: true, result: Boolean(db?.ready) });
    case "query":
      return void run(message.id, () => query(message.sql, message.params, message.rowMode, message.tx));
    case "begin":
      return begin(message.id, message.tx);
    case "end": {
      const open = transactions.get(message.tx);
      if (!open) return failure(message.id, new Error("The transaction is already closed."));
      return open.finish(message.commit, message.id);
    }
    case "dump":
      // CHECKPOINT then the data directory as a gzipped tar (decision 018); the bytes travel
      // back to the HTTP thread, which writes the file.
      return void run(message.id, async () => {
        await db!.exec("CHECKPOINT");
        const dump = await db!.dumpDataDir("gzip");
        return new Uint8Array(await dump.arrayBuffer());
      });
    case "close":
      return void run(message.id, async () => {
        if (db && !db.closed) await db.close();
        port.close();
      });
  }
});

try {
  db = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent }, postgresqlconf: PGLITE_SETTINGS });
  reply({ id: 0, ok: true, result: null });
} catch (error) {
  failure(0, error);
}
