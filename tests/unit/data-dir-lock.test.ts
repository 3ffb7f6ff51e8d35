import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError } from "~/db/config-error";
import { lockDataDir } from "~/db/data-dir-lock.server";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("lockDataDir", () => {
  it("locks, refuses a second owner that is alive, and releases", async () => {
    const dir = tempDir();
    // Another live process holds the lock.
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 20000)"], { stdio: "ignore" });
    try {
      fs.writeFileSync(path.join(dir, "vitrine.lock"), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(ConfigError);
      expect(() => lockDataDir(dir)).toThrow(`Another Vitrine process (pid ${other.pid})`);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a dead process", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "vitrine.lock"), "999999999");
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "vitrine.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "vitrine.lock"))).toBe(false);
  });
});
