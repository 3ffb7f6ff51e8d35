import fs from "node:fs";
import path from "node:path";
import { ConfigError } from "./config-error";

const LOCK_FILE = "vitrine.lock";
const held = new Set<string>();

/** Whether the process `pid` still runs (the owner of a lock file, a lock directory). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is one connection in one process: two processes on one data directory corrupt it.
 * The lock file holds the owner's pid; a lock left by a dead process is taken over.
 * Returns the function that releases it.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  // A lock file with this pid is stale (a container restarts with the same pid) unless this
  // process holds it now.
  if (held.has(file)) {
    throw new ConfigError(`The data directory ${dir} is already open in this process: open it once and share the handle.`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      let released = false;
      held.add(file);
      const release = () => {
        if (released) return;
        released = true;
        held.delete(file);
        try {
          if (fs.readFileSync(file, "utf8") === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(fs.readFileSync(file, "utf8"), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new ConfigError(
          `Another Vitrine process (pid ${owner}) is already using the data directory ${dir}: stop it, or give this one another DATA_DIR (or a DATABASE_URL).`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new ConfigError(`Could not lock the data directory ${dir}: remove ${file} and start again.`);
}
