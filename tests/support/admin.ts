import { randomBytes } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { createAdminUser } from "~/auth/admin-users.server";
import type { AdminRole } from "~/auth/roles";
import { type SessionPolicy, defaultSessionPolicy } from "~/auth/session-policy.server";
import { databaseContext, sessionPolicyContext } from "~/http/context";
import type { Database } from "~/db/client.server";
import { requestInfoContext } from "~/http/request-info.server";

/** The load context the Express server builds, around a test database. */
export function routerContext(
  db: Database,
  { ip = "192.0.2.1", secure = false, policy = defaultSessionPolicy }: { ip?: string; secure?: boolean; policy?: SessionPolicy } = {},
) {
  const context = new RouterContextProvider();
  context.set(databaseContext, db);
  context.set(requestInfoContext, { ip, secure, nonce: "", origin: "http://localhost" });
  context.set(sessionPolicyContext, policy);
  return context;
}

export const TEST_PASSWORD = "a long test password";

/** A new administrator with a unique name, through the real command. */
export function createTestAdmin(db: Database, { role = "admin" as AdminRole, password = TEST_PASSWORD } = {}) {
  const username = `user-${randomBytes(4).toString("hex")}`;
  return createAdminUser(db, { username, password, role }, { name: "test" });
}
