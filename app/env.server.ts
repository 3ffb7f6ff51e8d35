import { z } from "zod";
import { ConfigError } from "./db/config-error";

const boolString = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().min(1).optional(),
  DATABASE_POOL_SIZE: z.coerce.number("write it as a whole number, such as 10").int("write it as a whole number").min(1).max(1000).default(10),
  PUBLIC_URL: z.url().optional(),
  ALLOWED_HOSTS: z
    .string()
    .transform((v) => v.split(",").map((host) => host.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/, "write it as host names, with an optional port, separated by commas")))
    .optional(),
  ADMIN_USERNAME: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, "write it as smtp://user:password@host:587 or smtps://...")
    .optional(),
  NOTIFY_EMAIL: z.email().optional(),
  DEMO_DATA: boolString.default(true),
  ACKNOWLEDGEMENTS_PER_HOUR: z.coerce.number().int().min(0).optional(),
  SESSION_IDLE_SECONDS: z.coerce.number().int().min(1).optional(),
  SESSION_ABSOLUTE_SECONDS: z.coerce.number().int().min(1).optional(),
  SESSION_CLOSE_GRACE_SECONDS: z.coerce.number().int().min(0).optional(),
  // Operations (docs/operations.md).
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_FORMAT: z.enum(["json", "pretty"]).default("json"),
  METRICS_TOKEN: z.string().min(16, "use at least 16 characters").optional(),
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(120).default(0),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(600).default(20),
  BACKUP_DIR: z.string().min(1).optional(),
  /** How often each process's webhook sender looks for due deliveries (decision 058). */
  WEBHOOK_INTERVAL_SECONDS: z.coerce.number().min(0.1).max(86_400).default(2),
  BACKUP_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(525_600).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "write it as a bucket name: 3 to 63 lower-case letters, digits, dots and dashes")
    .optional(),
  S3_ENDPOINT: z.url("write it as the service's address, such as https://s3.example.com").optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{2,40}$/, "write it as a region name, such as eu-west-3").optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"], "write it as true or false").transform((v) => v === "true").optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

export type Env = z.infer<typeof schema>;

/** Reads the environment once at boot; a wrong value stops start-up with one clear sentence. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const result = schema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`${name} is not valid (${issue.message}): fix or unset it.`);
  }
  const env = result.data;
  if (!env.S3_BUCKET) {
    const stray = (["S3_ENDPOINT", "S3_REGION", "S3_FORCE_PATH_STYLE"] as const).find((name) => env[name] !== undefined);
    if (stray) throw new ConfigError(`${stray} is set but S3_BUCKET is not: set S3_BUCKET to store files in that bucket, or unset ${stray} to keep them in DATA_DIR/media.`);
  } else if (Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY)) {
    throw new ConfigError("AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together: set both, or neither (the SDK's own sources are then used).");
  }
  return env;
}
