import { AdminUserError, changeAdminPassword, createAdminUser } from "~/auth/admin-users.server";
import { isAdminRole, type AdminRole } from "~/auth/roles";
import { openDatabase } from "~/db/client.server";
import { ConfigError } from "~/db/config-error";
import { parseEnv } from "~/env.server";
import { complain, quietLogsForCli, say } from "./cli-output";
import { readPassword } from "./password-prompt";

const USAGE = `Usage:
  npm run admin -- create NAME [--role admin|editor]   create an administrator (role admin by default)
  npm run admin -- password NAME                      set a new password (ends that user's sessions)
The password is asked on the terminal, or read from the first line of standard input.`;

type Command = { name: "create"; username: string; role: AdminRole } | { name: "password"; username: string };

class UsageError extends Error {}

function parseArgs(args: string[]): Command {
  const [name, username, ...rest] = args;
  if (!username || username.startsWith("--")) throw new UsageError("Give the administrator's username.");
  if (name === "password" && rest.length === 0) return { name, username };
  if (name !== "create") throw new UsageError(name ? `Unknown command ${name}.` : "Give a command.");
  if (rest.length === 0) return { name, username, role: "admin" };
  const [flag, role, ...extra] = rest;
  if (flag !== "--role" || !isAdminRole(role) || extra.length) throw new UsageError("The role is --role admin or --role editor.");
  return { name, username, role };
}

/**
 * `node build/server/index.js admin ...` (`npm run admin -- ...`): manages administrators in the
 * database the server uses (same environment, same lock: the embedded database cannot be opened
 * while the server runs). Exits 0 on success, 1 with one sentence otherwise, 2 on a usage error.
 */
export async function runAdminCli(args: string[]): Promise<never> {
  quietLogsForCli();
  let command: Command;
  try {
    command = parseArgs(args);
  } catch (error) {
    complain(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  let database;
  try {
    const env = parseEnv();
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: env.DATABASE_POOL_SIZE });
    await database.migrate();
    const password = await readPassword({ confirm: true });
    const actor = { name: "cli" };
    if (command.name === "create") {
      const user = await createAdminUser(database.db, { username: command.username, password, role: command.role }, actor);
      say(`Created the ${user.role} ${user.username}.`);
    } else {
      await changeAdminPassword(database.db, { username: command.username, password }, actor);
      say(`Changed the password of ${command.username.trim().toLowerCase()}; their sessions have ended.`);
    }
    await database.close();
    process.exit(0);
  } catch (error) {
    await database?.close().catch(() => {});
    if (error instanceof ConfigError || error instanceof AdminUserError) {
      complain(error.message);
      process.exit(1);
    }
    throw error;
  }
}
