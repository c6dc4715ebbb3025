/**
 * A small per-process cache of ready-made JSON answers, with single flight: while one request
 * computes an answer, identical requests wait for it instead of asking the database again.
 * Entries live a few seconds; losing them (restart, another process) costs only a query.
 *
 * An answer is kept from its second asking within its time to live (record 40). The first asking
 * computes it and only notes the key: a question asked once (a new date and filters on every
 * request) leaves no body behind to be copied out of the young generation, and no single-flight
 * bookkeeping. So a key is computed at most twice per time to live, the second time for all who
 * ask meanwhile.
 */
export class MicroCache {
  private readonly entries = new Map<string, { body: string; expires: number }>();
  private readonly inFlight = new Map<string, Promise<string>>();
  /** Keys asked once, with when that asking stops counting. */
  private readonly askedOnce = new Map<string, number>();
  private readonly maxEntries: number;

  constructor(maxEntries = 5_000) {
    this.maxEntries = maxEntries;
  }

  /** The cached JSON for key, or produce() serialised (kept for ttlMs from its second asking). */
  get(key: string, ttlMs: number, produce: () => Promise<unknown>): Promise<string> {
    return this.getText(key, ttlMs, () => produce().then((value) => JSON.stringify(value)));
  }

  /**
   * The cached text for key, or produceText()'s (JSON its producer wrote itself), kept for ttlMs
   * when the key was asked before within that time.
   */
  async getText(key: string, ttlMs: number, produceText: () => Promise<string>): Promise<string> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.body;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    if ((this.askedOnce.get(key) ?? 0) <= now) {
      if (this.askedOnce.size >= this.maxEntries) forgetOldest(this.askedOnce, now, (until) => until);
      this.askedOnce.set(key, now + ttlMs);
      return produceText();
    }
    const work = produceText()
      .then((body) => {
        if (this.entries.size >= this.maxEntries) forgetOldest(this.entries, Date.now(), (e) => e.expires);
        this.entries.set(key, { body, expires: Date.now() + ttlMs });
        return body;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }

  clear(): void {
    this.entries.clear();
    this.askedOnce.clear();
  }

  /** How many answers are kept now. */
  get size(): number {
    return this.entries.size;
  }
}

/**
 * Makes room for a tenth of the entries at once, oldest first (maps iterate in insertion order,
 * which is also expiry order for one time to live), so a full map is not walked again on every
 * new answer (at a thousand new listings a second and 5 s to live, it is full all the time).
 */
function forgetOldest<T>(map: Map<string, T>, now: number, expiresOf: (value: T) => number): void {
  const keep = Math.floor(map.size * 0.9);
  for (const [key, value] of map) {
    if (map.size <= keep && expiresOf(value) > now) break;
    map.delete(key);
  }
}
