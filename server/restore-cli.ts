import path from "node:path";
import { RestoreError, restoreSnapshot } from "~/backups/restore.server";
import { ConfigError } from "~/db/config-error";
import { parseEnv } from "~/env.server";
import { openMediaStorage } from "~/media/open-storage.server";
import { complain, quietLogsForCli, say } from "./cli-output";

const USAGE = `Usage: npm run restore -- FILE
Restores a snapshot (from the Backups screen, POST /api/admin/backups or BACKUP_INTERVAL_MINUTES)
into DATA_DIR, or into the PostgreSQL database of DATABASE_URL. Stop the server first.`;

/**
 * `node build/server/index.js restore FILE` (`npm run restore -- FILE`). Exits 0 once the
 * restored database and files are checked, 1 with one sentence otherwise, 2 on a usage error.
 */
export async function runRestoreCli(args: string[]): Promise<never> {
  quietLogsForCli();
  if (args.length !== 1 || args[0]!.startsWith("-")) {
    complain(USAGE);
    process.exit(2);
  }
  const file = path.resolve(args[0]!);
  try {
    const env = parseEnv();
    const report = await restoreSnapshot(file, { dataDir: path.resolve(env.DATA_DIR), databaseUrl: env.DATABASE_URL, storage: await openMediaStorage(env) });
    if (report.previous) say(`The database that was in DATA_DIR was moved to ${report.previous}.`);
    say(
      `Restored ${path.basename(file)} into ${report.database === "pglite" ? path.resolve(env.DATA_DIR) : "the PostgreSQL database"}: ` +
        `${report.products} products, ${report.files} stored files, ` +
        (report.lost.length
          ? `all present but ${report.lost.length}, which the site had already lost when the snapshot was taken (first: ${report.lost[0]}).`
          : "all present.") +
        (report.pendingMigrations ? " Newer migrations will run at the next start." : ""),
    );
    process.exit(0);
  } catch (error) {
    if (error instanceof RestoreError || error instanceof ConfigError) {
      complain(error.message);
      process.exit(1);
    }
    throw error;
  }
}
