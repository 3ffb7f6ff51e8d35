import { count, eq } from "drizzle-orm";
import { recordAudit, type AuditActor } from "~/audit/audit.server";
import type { Database } from "~/db/client.server";
import { adminUsers } from "~/db/schema";
import { normalizeUsername, passwordProblem, usernameProblem } from "./credentials.server";
import { hashPassword } from "./password.server";
import type { AdminRole } from "./roles";
import { endUserSessions } from "./sessions.server";

/** A refusal with a sentence for the person at the shell. */
export class AdminUserError extends Error {
  override name = "AdminUserError";
}

export async function findAdminUser(db: Database, username: string) {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.username, normalizeUsername(username)));
  return user;
}

export async function countAdminUsers(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(adminUsers);
  return row?.n ?? 0;
}

export async function createAdminUser(
  db: Database,
  input: { username: string; password: string; role: AdminRole },
  actor: AuditActor,
): Promise<{ id: number; username: string; role: AdminRole }> {
  const problem = usernameProblem(input.username) ?? passwordProblem(input.password);
  if (problem) throw new AdminUserError(problem);
  const username = normalizeUsername(input.username);
  if (await findAdminUser(db, username)) throw new AdminUserError(`An administrator named ${username} already exists.`);
  const [user] = await db
    .insert(adminUsers)
    .values({ username, passwordHash: await hashPassword(input.password), role: input.role })
    .returning({ id: adminUsers.id, username: adminUsers.username, role: adminUsers.role });
  await recordAudit(db, actor, {
    action: "admin_user.create",
    entity: "admin_user",
    entityId: user!.id,
    after: { username, role: input.role },
  });
  return user!;
}

/** Sets a new password and ends the user's sessions everywhere. */
export async function changeAdminPassword(
  db: Database,
  input: { username: string; password: string },
  actor: AuditActor,
): Promise<void> {
  const user = await findAdminUser(db, input.username);
  if (!user) throw new AdminUserError(`There is no administrator named ${normalizeUsername(input.username)}.`);
  const problem = passwordProblem(input.password);
  if (problem) throw new AdminUserError(problem);
  await db.update(adminUsers).set({ passwordHash: await hashPassword(input.password) }).where(eq(adminUsers.id, user.id));
  await endUserSessions(db, user.id);
  await recordAudit(db, actor, { action: "admin_user.password_change", entity: "admin_user", entityId: user.id });
}

/**
 * ADMIN_USERNAME + ADMIN_PASSWORD create the first administrator when there is none (no default
 * account exists otherwise). Returns what happened, for the start-up log.
 */
export async function ensureFirstAdmin(
  db: Database,
  credentials: { username?: string; password?: string },
): Promise<"created" | "exists" | "none"> {
  if ((await countAdminUsers(db)) > 0) return "exists";
  if (!credentials.username || !credentials.password) return "none";
  await createAdminUser(
    db,
    { username: credentials.username, password: credentials.password, role: "admin" },
    { name: "ADMIN_USERNAME" },
  );
  return "created";
}
