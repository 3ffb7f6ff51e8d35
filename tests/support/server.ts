import { afterAll, beforeAll } from "vitest";
import type { AuthStatus } from "~/auth/auth-status";
import { type Finished, listening, runBuiltServer, START_TIMEOUT_MS, type ServerProcess, startServerProcess } from "./built-server";
import { createServerStorage, SEEDING_TIMEOUT_MS, type ServerStorage, type StorageKind } from "./server-storage";

export { startServerProcess, type ServerProcess };

// The built server for integration tests: one helper starts it on its own storage, signs in as
// the administrator it was started with, and makes the HTTP calls a browser or a script makes.

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. */
export const runFailingServer = (env: Record<string, string>): Promise<Finished> => runBuiltServer([], { ...listening, ...env });

/** `npm run restore -- ARGS` with the given environment. */
export const runRestoreCli = (args: string[], env: Record<string, string>): Promise<Finished> => runBuiltServer(["restore", ...args], env);

/** `npm run admin -- ARGS` with the given environment, feeding `stdin` as its input. */
export const runAdminCli = (args: string[], env: Record<string, string>, stdin: string): Promise<Finished> => runBuiltServer(["admin", ...args], env, stdin);

/** A signed-in administrator, as a browser holds it: the session cookie and the status. */
export interface HttpSession {
  cookie: string;
  status: AuthStatus;
}

export interface Credentials {
  username: string;
  password: string;
}

/** The `name=value` of a Set-Cookie header, for the next request's Cookie header. */
export const cookiePair = (setCookie: string | null) => (setCookie ?? "").split(";")[0]!;

/** The `error` of a JSON error body. */
export const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

export interface CallInit extends RequestInit {
  /** The client address (X-Forwarded-For, trusted from loopback): each test can be its own client. */
  ip?: string;
  /** Sends this session's cookie, and its anti-forgery token on anything but GET and HEAD. */
  session?: HttpSession;
  /** With `session`: leave the anti-forgery token out. */
  csrf?: boolean;
  /** A `lang` cookie, the remembered language. */
  lang?: string;
  /** A JSON body (and its Content-Type). */
  json?: unknown;
}

export interface TestServerOptions {
  /** The server's environment on top of its storage's; a function is read at each start. */
  env?: Record<string, string> | (() => Record<string, string>);
  /** The first administrator (ADMIN_USERNAME / ADMIN_PASSWORD). */
  admin?: Credentials;
  /** Signs that administrator in once the server listens, from this client address: `server.session`. */
  signInFrom?: string;
  /** How long the server may take to listen at its first start (on empty storage it seeds the demo, pictures included): 150 s unless given. */
  startTimeoutMs?: number;
  /**
   * What the server starts on: `seeded` (the default), a copy of the storage the built server's
   * first start left (migrated, demo catalogue and its files, no administrator yet); `empty`, new
   * storage, for a test of what a first start does (seeding or not, DEMO_DATA, S3_BUCKET, a
   * restore onto empty storage).
   */
  storage?: StorageKind;
  /** Runs on the new storage before the server first starts (a restore, the admin CLI). */
  beforeStart?: (storageEnv: Record<string, string>) => Promise<void>;
}

export interface TestServer {
  readonly url: string;
  /** DATA_DIR (and DATABASE_URL on PostgreSQL): this server's data, for the admin CLI or a direct look. */
  readonly storageEnv: Record<string, string>;
  /** The session opened at start (`signInFrom`). */
  readonly session: HttpSession;
  /** The environment it starts with (the administrator's and the options'), storage aside. */
  readonly env: Record<string, string>;
  output: () => string;
  call: (path: string, init?: CallInit) => Promise<Response>;
  /** POST /api/admin/login with that body (an object is sent as JSON). */
  login: (body: unknown, init?: CallInit) => Promise<Response>;
  /** Signs in (by default as the server's administrator) from `ip`; throws unless it answers 200. */
  signIn: (ip: string, credentials?: Credentials) => Promise<HttpSession>;
  status: (cookie: string) => Promise<AuthStatus>;
  start: () => Promise<void>;
  /** Stops the process; the data stays for a restart or the CLI. */
  stop: () => Promise<void>;
  /** Stops and starts again on the same data, with `env` instead of `server.env` when given. */
  restart: (env?: Record<string, string>) => Promise<void>;
  /** Stops the server and removes its data. */
  dispose: () => Promise<void>;
  /** Sends the running process a signal (SIGTERM: drain and stop) without waiting. */
  signal: (signal: NodeJS.Signals) => void;
  /** Resolves with the running process's exit code once it has exited. */
  exited: () => Promise<number | null>;
}

/** Settings that change what a first start writes: a copy of the seeded storage would hide them. */
const FIRST_START_SETTINGS = ["DEMO_DATA", "S3_BUCKET"];

/**
 * The built server on its own storage (a PGlite data directory, or a PostgreSQL database when the
 * suite runs with DATABASE_URL): a copy of the seeded storage unless `storage: "empty"`.
 */
export function testServer(options: TestServerOptions = {}): TestServer {
  let storage: ServerStorage | undefined;
  let running: ServerProcess | undefined;
  let session: HttpSession | undefined;
  const must = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The test server has no ${what} yet: start it first.`);
    return value;
  };
  const serverEnv = () => {
    const env = typeof options.env === "function" ? options.env() : (options.env ?? {});
    return options.admin ? { ADMIN_USERNAME: options.admin.username, ADMIN_PASSWORD: options.admin.password, ...env } : env;
  };

  const call = (path: string, init: CallInit = {}) => {
    const { ip, session: as, csrf = true, lang, json, ...request } = init;
    const headers = new Headers(request.headers);
    if (ip) headers.set("X-Forwarded-For", ip);
    const cookies = [as?.cookie, lang ? `lang=${lang}` : undefined, headers.get("Cookie") ?? undefined].filter(Boolean);
    if (cookies.length) headers.set("Cookie", cookies.join("; "));
    const method = (request.method ?? "GET").toUpperCase();
    if (as && csrf && method !== "GET" && method !== "HEAD") headers.set("X-CSRF-Token", as.status.csrfToken!);
    if (json !== undefined) headers.set("Content-Type", "application/json");
    const body = json !== undefined ? JSON.stringify(json) : request.body;
    return fetch(`${server.url}${path}`, { ...request, headers, body, redirect: "manual" });
  };

  const login = (body: unknown, init: CallInit = {}) =>
    call("/api/admin/login", {
      method: "POST",
      ...init,
      headers: { "Content-Type": "application/json", ...(init.headers as Record<string, string>) },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  const server: TestServer = {
    get url() {
      return must(running, "address").url;
    },
    get storageEnv() {
      return must(storage, "storage").env;
    },
    get session() {
      return must(session, "session (give signInFrom)");
    },
    get env() {
      return serverEnv();
    },
    output: () => running?.output() ?? "",
    call,
    login,
    async signIn(ip, credentials = must(options.admin, "administrator")) {
      const response = await login(credentials, { ip });
      if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
      return { cookie: cookiePair(response.headers.get("set-cookie")), status: (await response.json()) as AuthStatus };
    },
    status: async (cookie) => (await (await call("/api/admin/auth-status", { headers: { Cookie: cookie } })).json()) as AuthStatus,
    async start() {
      const kind = options.storage ?? "seeded";
      const firstStartSetting = FIRST_START_SETTINGS.find((name) => name in serverEnv());
      if (kind === "seeded" && firstStartSetting) {
        throw new Error(`${firstStartSetting} decides what the server's first start writes: give the test server \`storage: "empty"\`.`);
      }
      storage = await createServerStorage(kind);
      await options.beforeStart?.(storage.env);
      running = await startServerProcess({ ...storage.env, ...serverEnv() }, options.startTimeoutMs);
      if (options.signInFrom) session = await server.signIn(options.signInFrom);
    },
    async stop() {
      await running?.stop();
    },
    async restart(env) {
      await running?.stop();
      running = await startServerProcess({ ...server.storageEnv, ...(env ?? serverEnv()) });
    },
    async dispose() {
      await running?.stop();
      await storage?.dispose();
    },
    signal: (signal) => must(running, "process").signal(signal),
    exited: () => must(running, "process").exited,
  };
  return server;
}

/** A test server for the file: started before its tests (signed in if asked), removed after them. */
export function serverForFile(options: TestServerOptions = {}): TestServer {
  const server = testServer(options);
  // The first file of a run that needs the seeded storage may have to make it (or wait for it).
  const seeding = (options.storage ?? "seeded") === "seeded" ? SEEDING_TIMEOUT_MS : 0;
  beforeAll(() => server.start(), (options.startTimeoutMs ?? START_TIMEOUT_MS) + seeding + 60_000);
  afterAll(() => server.dispose());
  return server;
}
