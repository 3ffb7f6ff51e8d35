import type { AdminSession } from "~/auth/sessions.server";

/** Who makes an admin write and from where: what every audited command takes. */
export interface AdminActor {
  id: number;
  name: string;
  ip: string;
}

export const adminActor = (session: AdminSession, ip: string): AdminActor => ({
  id: session.user.id,
  name: session.user.username,
  ip,
});
