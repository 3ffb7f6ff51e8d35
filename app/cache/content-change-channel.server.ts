import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "~/db/client.server";
import { dropContentCaches, setContentChangePublisher } from "./content-cache.server";
import { logger } from "~/observability/logger.server";

/**
 * Cross-process cache invalidation on PostgreSQL (issue 11): every contentChanged() here sends a
 * NOTIFY, and every process LISTENing drops its caches built from content (pages, lists, facets,
 * taxonomy, messages, settings) as soon as it hears it. A process that loses its listening
 * connection cannot know what it missed: it drops everything, reconnects, and drops everything
 * again once it listens.
 */
const CHANNEL = "vitrine_content_changed";
const RETRY_MS = 1000;

export interface ContentChangeChannel {
  close(): Promise<void>;
}

export async function startContentChangeChannel(databaseUrl: string): Promise<ContentChangeChannel> {
  const self = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (reason: string) => {
    if (closed || !client) return;
    logger.error({ event: "content_channel.lost", reason }, `Lost the content-change channel (${reason}): caches dropped, reconnecting.`);
    client.removeAllListeners();
    client.end().catch(() => {});
    client = undefined;
    dropContentCaches();
    retry = setTimeout(() => void connect().catch(() => lost("reconnect failed")), RETRY_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    client = next;
    next.on("error", (error) => lost(error.message));
    next.on("end", () => lost("connection ended"));
    next.on("notification", (message) => {
      if (message.channel === CHANNEL && message.payload !== self) dropContentCaches();
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    dropContentCaches();
  }

  setContentChangePublisher(() => {
    const sender = client;
    if (!sender) return;
    sender.query("SELECT pg_notify($1, $2)", [CHANNEL, self]).catch((error: Error) => lost(error.message));
  });
  await connect();

  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      setContentChangePublisher(undefined);
      const last = client;
      client = undefined;
      last?.removeAllListeners();
      await last?.end().catch(() => {});
    },
  };
}

/**
 * Tells the server processes on a PostgreSQL database that its content changed, from a process
 * that does not listen itself (a command-line tool writing to the catalogue while the site runs).
 */
export async function announceContentChange(db: Database): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, 'command')`);
}
