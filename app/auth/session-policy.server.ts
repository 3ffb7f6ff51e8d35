/** How long an administrator's session lives (ASVS 3.3.2: 30 minutes idle, 12 hours in all). */
export interface SessionPolicy {
  /** Ends after this long without a request that shows the administrator at work. */
  idleMs: number;
  /** Ends this long after sign-in, however active. */
  absoluteMs: number;
  /**
   * After the page is closed: ends this long afterwards unless the same browser comes back (a
   * reload, or another tab still polling), which a plain page close cannot be told apart from.
   */
  closeGraceMs: number;
}

export const IDLE_TIMEOUT_MS = 30 * 60_000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 3_600_000;
export const CLOSE_GRACE_MS = 90_000;

export const defaultSessionPolicy: SessionPolicy = {
  idleMs: IDLE_TIMEOUT_MS,
  absoluteMs: ABSOLUTE_TIMEOUT_MS,
  closeGraceMs: CLOSE_GRACE_MS,
};

export function sessionPolicyFromSeconds(seconds: {
  idle?: number;
  absolute?: number;
  closeGrace?: number;
}): SessionPolicy {
  return {
    idleMs: seconds.idle !== undefined ? seconds.idle * 1000 : IDLE_TIMEOUT_MS,
    absoluteMs: seconds.absolute !== undefined ? seconds.absolute * 1000 : ABSOLUTE_TIMEOUT_MS,
    closeGraceMs: seconds.closeGrace !== undefined ? seconds.closeGrace * 1000 : CLOSE_GRACE_MS,
  };
}
