import { createContext } from "react-router";
import { type SessionPolicy, defaultSessionPolicy } from "~/auth/session-policy.server";
import type { BackupService } from "~/backups/backup-service.server";
import type { Database } from "~/db/client.server";
import type { Mailer } from "~/mail/mailer.server";
import type { MediaStorage } from "~/media/storage.server";

/** The database handle, set once per request by the server (or by a test). */
export const databaseContext = createContext<Database>();

/** Where uploaded files are kept (DATA_DIR/media today), set once per request by the server. */
export const storageContext = createContext<MediaStorage>();

/** The SMTP mailer (SMTP_URL, NOTIFY_EMAIL), or null when none is configured; set by the server. */
export const mailerContext = createContext<Mailer | null>(null);

/** How long an administrator's session lives: set by the server from the environment; tests pass their own. */
export const sessionPolicyContext = createContext<SessionPolicy>(defaultSessionPolicy);

/** The snapshots of this site (Backups screen and API), set once per request by the server. */
export const backupServiceContext = createContext<BackupService>();

/** The `handle`s of the routes a path matches, root first (server/route-handles.ts), set by the server. */
export const pageHandlesContext = createContext<(pathname: string) => readonly unknown[]>(() => []);
