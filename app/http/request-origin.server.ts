/**
 * Which origin the site names itself by (canonical, hreflang, og:url, JSON-LD, sitemap), decided
 * once per request by the Express server and handed to the app in the request context.
 *
 * PUBLIC_URL, when set, is the answer for every request. Without it the request's `Host` is
 * believed only when it is one of ALLOWED_HOSTS (default: the localhost names and the address the
 * server listens on); any other host gets the default origin, and its answer is kept out of the
 * page cache, so that a forged `Host` never reaches another visitor's page.
 */
export interface OriginOptions {
  publicUrl?: string;
  /** ALLOWED_HOSTS: `name` allows the name on any port, `name:port` that port only. */
  allowedHosts?: string[];
  /** HOST, the address the server listens on (a wildcard address names nothing). */
  listenHost?: string;
}

export interface RequestOrigin {
  origin: string;
  /** The Host header named a host that is not allowed: answer with `origin`, never cache. */
  foreign: boolean;
}

const LOCAL_NAMES = ["localhost", "127.0.0.1", "[::1]"];
const WILDCARDS = new Set(["0.0.0.0", "::", "[::]"]);

function bracketed(host: string): string {
  return host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
}

/** `host` and `port` of a Host header value, or undefined when it is not one. */
function splitHost(value: string): { name: string; port: string } | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(value.trim().toLowerCase());
  if (!match) return undefined;
  return { name: match[1]!.replace(/\.$/, ""), port: match[2] ?? "" };
}

/**
 * Whether a Host header names one host: a name or an address, and a port. A list (`a, b`), a
 * space, a path or user info is no host: such a request is answered 400 before anything builds a
 * URL from it (React Router's Express adapter would throw). A missing header (HTTP/1.0) passes.
 */
export function isOneHost(value: string | undefined): boolean {
  return value === undefined || /^(\[[0-9a-f:.]+\]|[a-z0-9._-]+)(?::\d{1,5})?$/i.test(value);
}

export function createOriginPolicy({ publicUrl, allowedHosts, listenHost }: OriginOptions) {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  const listen = listenHost && !WILDCARDS.has(listenHost) ? [bracketed(listenHost.toLowerCase())] : [];
  const allowed = (allowedHosts ?? [...LOCAL_NAMES, ...listen]).map((entry) => splitHost(entry)).filter((entry) => entry !== undefined);

  function isAllowed(hostHeader: string | undefined): boolean {
    const host = hostHeader ? splitHost(hostHeader) : undefined;
    if (!host) return false;
    return allowed.some((entry) => entry.name === host.name && (entry.port === "" || entry.port === host.port));
  }

  /** The origin for a request that reached `localPort` with this Host header. */
  function originOf({ host, secure, localPort }: { host: string | undefined; secure: boolean; localPort: number | undefined }): RequestOrigin {
    if (publicOrigin) return { origin: publicOrigin, foreign: false };
    const scheme = secure ? "https" : "http";
    if (isAllowed(host)) return { origin: `${scheme}://${host!.trim().toLowerCase()}`, foreign: false };
    const first = allowedHosts?.[0];
    const fallback = first ?? `localhost${localPort ? `:${localPort}` : ""}`;
    return { origin: `${scheme}://${fallback}`, foreign: true };
  }

  return { isAllowed, originOf };
}
