import pino, { type Logger } from "pino";

/**
 * The process's one logger: JSON lines on stdout (one per request, plus application events).
 * `LOG_LEVEL` sets the level (default info; the tests' own processes run silent),
 * `LOG_FORMAT=pretty` makes it readable in a terminal (pino-pretty, a development
 * dependency, in a worker thread). Both are checked by `parseEnv` at start-up.
 */
function createLogger(): Logger {
  const level = process.env.LOG_LEVEL || "info";
  const options = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    // Belt and braces: a field by these names never reaches the output, whatever logs it.
    redact: {
      paths: ["password", "token", "cookie", "authorization", "body", "*.password", "*.token", "*.cookie", "*.authorization", "*.body"],
      censor: "[redacted]",
    },
  };
  if (process.env.LOG_FORMAT === "pretty") {
    return pino({ ...options, formatters: undefined }, pino.transport({ target: "pino-pretty", options: { colorize: true } }));
  }
  return pino(options);
}

const globalLogger = globalThis as typeof globalThis & { __vitrineLogger?: Logger };
// Vite re-evaluates server modules in development: keep one logger (one pretty worker).
export const logger: Logger = (globalLogger.__vitrineLogger ??= createLogger());

/** The message of an error, without its stack: for expected failures (a mail server down, a bad file). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
