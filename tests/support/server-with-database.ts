import { createServerStorage, type ServerProcess, startServerProcess } from "./server";

export interface ServerWithDatabase {
  server: ServerProcess;
  /** The environment that points at this server's database (for the admin CLI, a restart). */
  databaseEnv: Record<string, string>;
  restart: (env?: Record<string, string>) => Promise<ServerProcess>;
  stop: () => Promise<void>;
}

/**
 * The built server on its own new database (a PGlite data directory, or a PostgreSQL database
 * when the suite runs with DATABASE_URL), with that database's environment for the admin CLI and
 * a restart on the same data. `stop()` removes it.
 */
export async function startServerWithDatabase(env: Record<string, string>): Promise<ServerWithDatabase> {
  const storage = await createServerStorage();
  const fresh: ServerWithDatabase = {
    server: await startServerProcess({ ...storage.env, ...env }),
    databaseEnv: storage.env,
    async restart(next = env) {
      await fresh.server.stop();
      fresh.server = await startServerProcess({ ...storage.env, ...next });
      return fresh.server;
    },
    async stop() {
      await fresh.server.stop();
      await storage.dispose();
    },
  };
  return fresh;
}
