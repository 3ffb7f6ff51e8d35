/**
 * A problem with how the server was configured (environment, data directory, database).
 * Start-up prints its message, one sentence saying what to fix, and exits without a stack trace.
 */
export class ConfigError extends Error {
  override name = "ConfigError";
}
