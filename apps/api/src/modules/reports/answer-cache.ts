/**
 * Keeps each worked-out answer for `ttlMs` and lets requests that arrive while it is being worked
 * out wait for that one computation instead of starting their own. A failed computation is not kept.
 */
export function answerCache<T>(ttlMs: number, maxEntries = 200) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string, now: number, compute: () => Promise<T>): Promise<T> => {
    if (ttlMs <= 0) return compute();
    const found = entries.get(key);
    if (found && now - found.at < ttlMs) return found.value;
    if (entries.size >= maxEntries) {
      for (const [k, e] of entries) if (now - e.at >= ttlMs) entries.delete(k);
      if (entries.size >= maxEntries) entries.clear();
    }
    const value = compute();
    entries.set(key, { at: now, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
