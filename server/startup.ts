import path from "node:path";
import { type BackupService, createBackupService } from "~/backups/backup-service.server";
import { startContentChangeChannel } from "~/cache/content-change-channel.server";
import { ensureFirstAdmin } from "~/auth/admin-users.server";
import { normalizeUsername, passwordProblem, usernameProblem } from "~/auth/credentials.server";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { ConfigError } from "~/db/config-error";
import { seedDatabase } from "~/db/seed/seed.server";
import type { Env } from "~/env.server";
import { openMediaStorage } from "~/media/open-storage.server";
import type { MediaStorage } from "~/media/storage.server";
import { logger } from "~/observability/logger.server";

export interface Services {
  env: Env;
  database: DatabaseHandle;
  storage: MediaStorage;
  backups: BackupService;
}

/** Opens the database, applies pending migrations and loads the demo catalogue when empty. */
export async function startServices(env: Env, pgliteWorker?: URL): Promise<Services> {
  // The file store first: a wrong bucket setting is told in seconds, before the database is
  // opened (creating the embedded one takes seconds of its own).
  const storage = await openMediaStorage(env);
  const opened = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    pgliteWorker,
  });
  const database = await withContentChangeChannel(opened, env.DATABASE_URL);
  try {
    await database.migrate();
    const outcome = await seedDatabase(database.db, { demo: env.DEMO_DATA, storage });
    if (outcome === "demo") logger.info({ event: "seed.demo" }, "Loaded the demo catalogue into the empty database.");
    await createFirstAdmin(database, env);
    const backups = createBackupService(database, storage, path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups")));
    return { env, database, storage, backups };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/** On PostgreSQL, other processes hear this one's content changes and it hears theirs. */
async function withContentChangeChannel(database: DatabaseHandle, databaseUrl: string | undefined): Promise<DatabaseHandle> {
  if (!databaseUrl) return database;
  const channel = await startContentChangeChannel(databaseUrl).catch(async (error: Error) => {
    await database.close().catch(() => {});
    throw new ConfigError(`Cannot listen for content changes on PostgreSQL (${error.message}).`);
  });
  return {
    ...database,
    async close() {
      await channel.close();
      await database.close();
    },
  };
}

/** ADMIN_USERNAME + ADMIN_PASSWORD: the first administrator, when there is none yet. */
async function createFirstAdmin(database: DatabaseHandle, env: Env): Promise<void> {
  if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new ConfigError("ADMIN_USERNAME and ADMIN_PASSWORD go together: set both, or neither.");
  }
  // Checked even when an administrator exists, so that a weak value is never left in place.
  const problems = env.ADMIN_USERNAME
    ? [
        ["ADMIN_USERNAME", usernameProblem(env.ADMIN_USERNAME)],
        ["ADMIN_PASSWORD", passwordProblem(env.ADMIN_PASSWORD!)],
      ]
    : [];
  for (const [name, problem] of problems) {
    if (problem) throw new ConfigError(`${name} is not valid: ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`);
  }
  const outcome = await ensureFirstAdmin(database.db, { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD });
  if (outcome === "created") logger.info({ event: "admin.created" }, `Created the administrator ${normalizeUsername(env.ADMIN_USERNAME!)}.`);
  if (outcome === "none") {
    logger.warn("No administrator yet: run `npm run admin -- create NAME`, or set ADMIN_USERNAME and ADMIN_PASSWORD.");
  }
}
