/**
 * A small per-process cache of ready-made JSON answers, with single flight: while one request
 * computes an answer, identical requests wait for it instead of asking the database again.
 * Entries live a few seconds; losing them (restart, another process) costs only a query.
 */
export class MicroCache {
  private readonly entries = new Map<string, { body: string; expires: number }>();
  private readonly inFlight = new Map<string, Promise<string>>();
  private readonly maxEntries: number;

  constructor(maxEntries = 5_000) {
    this.maxEntries = maxEntries;
  }

  /** The cached JSON for key, or produce() serialised and kept for ttlMs. */
  get(key: string, ttlMs: number, produce: () => Promise<unknown>): Promise<string> {
    return this.getText(key, ttlMs, () => produce().then((value) => JSON.stringify(value)));
  }

  /** The cached text for key, or produceText()'s (JSON its producer wrote itself) kept for ttlMs. */
  async getText(key: string, ttlMs: number, produceText: () => Promise<string>): Promise<string> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.body;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const work = produceText()
      .then((body) => {
        if (this.entries.size >= this.maxEntries) this.evictExpiredOrOldest();
        this.entries.set(key, { body, expires: Date.now() + ttlMs });
        return body;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }

  clear(): void {
    this.entries.clear();
  }

  /** How many answers are kept now. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Makes room for a tenth of the entries at once, oldest first (maps iterate in insertion order,
   * which is also expiry order for one time to live), so a full cache is not walked again on every
   * new answer (at a thousand new listings a second and 5 s to live, it is full all the time).
   */
  private evictExpiredOrOldest(): void {
    const now = Date.now();
    const keep = Math.floor(this.maxEntries * 0.9);
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= keep && entry.expires > now) break;
      this.entries.delete(key);
    }
  }
}
