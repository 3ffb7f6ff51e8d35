import { recordAudit } from "~/audit/audit.server";
import type { Database } from "~/db/client.server";
import type { SessionPolicy } from "./session-policy.server";
import { type AdminSession, closeSessionSoon, endSession } from "./sessions.server";

/**
 * Ends the session now (logout), or, when the page was closed, after the grace period unless
 * the same browser comes back at once (a reload cannot be told apart from a close).
 */
export async function signOut(
  db: Database,
  session: AdminSession,
  { closing, ip, policy, now }: { closing: boolean; ip: string; policy: SessionPolicy; now?: Date },
): Promise<void> {
  if (closing) await closeSessionSoon(db, session.idHash, { now, policy });
  else await endSession(db, session.idHash);
  await recordAudit(db, { id: session.user.id, name: session.user.username, ip }, {
    action: closing ? "auth.page_closed" : "auth.sign_out",
    entity: "session",
  });
}
