import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// OWASP's scrypt settings with a 32 MiB cost (N=2^15, r=8, p=3): about 0.2 s here, and a memory
// bound that several sign-ins at once can afford. The parameters are stored with each hash, so
// they can be raised later; needsRehash() tells when a stored hash is weaker than today's.
const PARAMS = { N: 2 ** 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const PREFIX = "scrypt";

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64): a fresh random salt per password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS);
  return [PREFIX, PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$");
}

interface ParsedHash {
  params: { N: number; r: number; p: number };
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const [prefix, n, r, p, salt, key] = stored.split("$");
  if (prefix !== PREFIX || !salt || !key) return undefined;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((v) => Number.isSafeInteger(v) && v > 0)) return undefined;
  return { params, salt: Buffer.from(salt, "base64"), key: Buffer.from(key, "base64") };
}

// Verified against when the username is unknown, so that an unknown name costs the same time as
// a wrong password and the answer's timing does not tell which usernames exist. Made once, when
// the module loads, off the main thread.
const dummyHash = hashPassword(randomBytes(12).toString("hex"));

/** Constant-time check of a password against a stored hash; `undefined` runs a dummy check. */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const parsed = parseHash(stored ?? (await dummyHash));
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return stored !== undefined && key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.params.N < PARAMS.N || parsed.params.r < PARAMS.r || parsed.params.p < PARAMS.p;
}
