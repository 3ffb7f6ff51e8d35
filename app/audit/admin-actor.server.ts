import type { AdminSession } from "~/auth/sessions.server";

/** Who makes an admin write and from where: what every audited command takes. */
export interface AdminActor {
  /** The member of staff; null for an outside system calling with an API key. */
  id: number | null;
  name: string;
  ip: string;
}

export const adminActor = (session: AdminSession, ip: string): AdminActor => ({
  id: session.user.id,
  name: session.user.username,
  ip,
});

/** An outside system's call with an API key: audited under the key's name (`key:ERP sync`). */
export const apiKeyActor = (key: { name: string }, ip: string): AdminActor => ({ id: null, name: `key:${key.name}`, ip });
