import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/**
 * Where a webhook may be sent (decision 058): `https://` only; plain `http://` only to a loopback
 * address and only when NODE_ENV is not production (tests, a receiver on the same machine). In
 * production no address inside the server's own networks either (loopback, private, link-local,
 * unique-local, carrier-grade NAT, unspecified, multicast), so an endpoint cannot be used to reach
 * the database or a cloud metadata service. The name is resolved and every address checked; the
 * sender then connects to the checked address itself, so a name that changes its answer between
 * the check and the connection (DNS rebinding) gains nothing.
 */
export type UrlProblem = "invalid" | "scheme" | "credentials" | "unresolved" | "private";

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

const INTERNAL = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 3],
] as const) {
  INTERNAL.addSubnet(net, bits, "ipv4");
}
for (const [net, bits] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  INTERNAL.addSubnet(net, bits, "ipv6");
}

function unmapped(address: string): { address: string; family: "ipv4" | "ipv6" } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: "ipv4" };
  return { address, family: isIP(address) === 6 ? "ipv6" : "ipv4" };
}

export const isLoopback = (address: string) => {
  const { address: a, family } = unmapped(address);
  return LOOPBACK.check(a, family);
};
export const isInternal = (address: string) => {
  const { address: a, family } = unmapped(address);
  return INTERNAL.check(a, family);
};

/** The URL's form alone (no name resolution): what a form can say at once. */
export function checkUrlShape(raw: string, production: boolean): { ok: true; url: URL } | { ok: false; problem: UrlProblem } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, problem: "invalid" };
  }
  if (url.protocol !== "https:" && (url.protocol !== "http:" || production)) return { ok: false, problem: "scheme" };
  if (url.username || url.password) return { ok: false, problem: "credentials" };
  if (!url.hostname) return { ok: false, problem: "invalid" };
  return { ok: true, url };
}

export interface ResolvedTarget {
  url: URL;
  /** The checked address the sender connects to. */
  address: string;
  family: 4 | 6;
}

/** The URL checked as above, its name resolved and every address allowed; else why not. */
export async function resolveWebhookTarget(raw: string, production: boolean): Promise<{ ok: true; target: ResolvedTarget } | { ok: false; problem: UrlProblem }> {
  const shape = checkUrlShape(raw, production);
  if (!shape.ok) return shape;
  const { url } = shape;
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true });
  } catch {
    return { ok: false, problem: "unresolved" };
  }
  if (!addresses.length) return { ok: false, problem: "unresolved" };
  if (url.protocol === "http:" && !addresses.every((a) => isLoopback(a.address))) return { ok: false, problem: "scheme" };
  if (production && addresses.some((a) => isInternal(a.address))) return { ok: false, problem: "private" };
  const first = addresses[0]!;
  return { ok: true, target: { url, address: first.address, family: first.family === 6 ? 6 : 4 } };
}

/** NODE_ENV as the server reads it (app/env.server.ts: production unless said otherwise). */
export const isProduction = () => (process.env.NODE_ENV ?? "production") === "production";
