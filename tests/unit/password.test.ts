import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { passwordProblem, usernameProblem } from "~/auth/credentials.server";
import { hashPassword, needsRehash, verifyPassword } from "~/auth/password.server";

describe("password hashing (scrypt)", () => {
  it("stores the parameters, a per-password salt and the key, never the password", async () => {
    const password = "correct horse battery staple";
    const [first, second] = await Promise.all([hashPassword(password), hashPassword(password)]);
    expect(first).toMatch(/^scrypt\$32768\$8\$3\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain(password);
    expect(needsRehash(first)).toBe(false);
    expect(needsRehash("scrypt$16384$8$1$c2FsdA==$a2V5")).toBe(true);
  });

  it("accepts the right password only, and refuses without a stored hash", async () => {
    // A hash written by node:crypto itself at a low cost (an older or lighter stored hash reads
    // the same way: its own parameters are used), so the check is against an independent oracle.
    const salt = randomBytes(16);
    const key = scryptSync("Élan vital 2024!".normalize("NFKC"), salt, 64, { N: 1024, r: 8, p: 1 });
    const stored = `scrypt$1024$8$1$${salt.toString("base64")}$${key.toString("base64")}`;
    expect(needsRehash(stored)).toBe(true);
    // Checked side by side (scrypt runs on libuv's threads): each answer is its own.
    const answers = await Promise.all([
      verifyPassword("Élan vital 2024!", stored),
      // The same text in another Unicode form (e + combining accent) is the same password.
      verifyPassword("E\u0301lan vital 2024!", stored),
      verifyPassword("élan vital 2024!", stored),
      verifyPassword("", stored),
      verifyPassword("Élan vital 2024!", undefined),
      verifyPassword("anything", "not a hash"),
    ]);
    expect(answers).toEqual([true, true, false, false, false, false]);
  });
});

describe("credential rules for new accounts", () => {
  it("wants 12 to 128 characters (ASVS 2.1.1, 2.1.2)", () => {
    expect(passwordProblem("short")).toMatch(/at least 12/);
    expect(passwordProblem("x".repeat(12))).toBeUndefined();
    expect(passwordProblem("x".repeat(128))).toBeUndefined();
    expect(passwordProblem("x".repeat(129))).toMatch(/at most 128/);
    expect(passwordProblem(" ".repeat(20))).toMatch(/only spaces/);
  });

  it("wants plain usernames, compared without case", () => {
    expect(usernameProblem("Admin")).toBeUndefined();
    expect(usernameProblem("a.b-c_d@x")).toBeUndefined();
    expect(usernameProblem("")).toBeDefined();
    expect(usernameProblem("with space")).toBeDefined();
    expect(usernameProblem("x".repeat(65))).toBeDefined();
  });
});
