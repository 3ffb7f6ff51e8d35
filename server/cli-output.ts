import { logger } from "~/observability/logger.server";

/** Command-line tools talk to a person: only warnings and errors as log lines, unless LOG_LEVEL says. */
export function quietLogsForCli(): void {
  if (!process.env.LOG_LEVEL) logger.level = "warn";
}

/** A command-line tool's answer to the person at the terminal (not a log line). */
export function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** A command-line tool's error, on standard error. */
export function complain(line: string): void {
  process.stderr.write(`${line}\n`);
}
