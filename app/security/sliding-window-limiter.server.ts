export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until one more event would be allowed (0 when allowed now). */
  retryAfterSeconds: number;
}

/**
 * At most `limit` events per key in any rolling window of `windowMs` (a sliding log).
 *
 * In memory, per process: the store of the embedded database, which only one process serves. On
 * PostgreSQL the limits are counted in its table instead (rate-limits.server.ts), so that every
 * process of the site shares them.
 */
export class RateLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    readonly rule: RateLimitRule,
    /** Bounds memory when keys are made up by clients (usernames, addresses). */
    private readonly maxKeys = 50_000,
  ) {}

  private recent(key: string, now: number): number[] {
    const since = now - this.rule.windowMs;
    const kept = (this.events.get(key) ?? []).filter((at) => at > since);
    if (kept.length) this.events.set(key, kept);
    else this.events.delete(key);
    return kept;
  }

  /** Whether one more event is allowed now, without counting it. */
  check(key: string, now = Date.now()): RateLimitDecision {
    const recent = this.recent(key, now);
    if (recent.length < this.rule.limit) return { allowed: true, retryAfterSeconds: 0 };
    const frees = recent[recent.length - this.rule.limit]! + this.rule.windowMs;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((frees - now) / 1000)) };
  }

  /** Counts one event. */
  record(key: string, now = Date.now()): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.events.delete(key);
    this.events.set(key, recent);
    if (this.events.size > this.maxKeys) this.evict(now);
  }

  /** Checks, and counts the event when it is allowed. */
  consume(key: string, now = Date.now()): RateLimitDecision {
    const decision = this.check(key, now);
    if (decision.allowed) this.record(key, now);
    return decision;
  }

  /** Gives back one event counted at `at` (an attempt that turned out not to count: a successful sign-in). */
  release(key: string, at: number): void {
    const events = this.events.get(key);
    const index = events?.lastIndexOf(at) ?? -1;
    if (index >= 0) events!.splice(index, 1);
  }

  private evict(now: number): void {
    for (const key of [...this.events.keys()]) this.recent(key, now);
    // Still too many: forget the keys that were used longest ago (the Map keeps insertion order).
    for (const key of this.events.keys()) {
      if (this.events.size <= this.maxKeys) break;
      this.events.delete(key);
    }
  }
}
