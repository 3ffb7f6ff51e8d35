import { afterEach, vi } from "vitest";
import { logger } from "~/observability/logger.server";

// An unexpected console.error, or an error logged by the app, is a bug the test did not look
// for (Epic Stack's habit).
let errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
for (const level of ["error", "fatal"] as const) {
  const log = logger[level].bind(logger) as (...args: unknown[]) => void;
  logger[level] = ((...args: unknown[]) => {
    errors.push(args.map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg, (_key, value: unknown) => (value instanceof Error ? value.message : value)))));
    log(...args);
  }) as never;
}

afterEach(() => {
  const seen = errors;
  errors = [];
  vi.restoreAllMocks();
  if (seen.length) throw new Error(`console.error or logger.error was called: ${seen.map((a) => a.join(" ")).join("\n")}`);
});
