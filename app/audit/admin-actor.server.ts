import type { AdminSession } from "~/auth/sessions.server";
import type { AuditActor } from "./audit.server";

/** Who makes an admin write and from where: what every audited command needs. */
export interface AdminActor extends AuditActor {
  ip: string;
}

export const adminActor = (session: AdminSession, ip: string): AdminActor => ({
  id: session.user.id,
  name: session.user.username,
  ip,
});
