import path from "node:path";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { seedDatabase } from "~/db/seed/seed.server";
import type { Env } from "~/env.server";
import { createLocalStorage, type MediaStorage } from "~/media/storage.server";

export interface Services {
  env: Env;
  database: DatabaseHandle;
  storage: MediaStorage;
}

/** Opens the database, applies pending migrations and loads the demo catalogue when empty. */
export async function startServices(env: Env): Promise<Services> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const storage = createLocalStorage(path.resolve(env.DATA_DIR, "media"));
    await database.migrate();
    const outcome = await seedDatabase(database.db, { demo: env.DEMO_DATA, storage });
    if (outcome === "demo") console.log("Loaded the demo catalogue into the empty database.");
    return { env, database, storage };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
