/**
 * Answers read from one version of the kept peak-date picture, as JSON text: the same question
 * asked again before the picture is worked out again is answered without the database. A new
 * version forgets the old answers; a failed read is not kept.
 */
export function answersPerVersion(maxEntries = 200) {
  let current = '';
  const entries = new Map<string, Promise<string | null>>();
  return (version: string, key: string, read: () => Promise<string | null>): Promise<string | null> => {
    if (version !== current) {
      entries.clear();
      current = version;
    }
    const found = entries.get(key);
    if (found) return found;
    if (entries.size >= maxEntries) entries.clear();
    const value = read();
    entries.set(key, value);
    value.catch(() => {
      if (entries.get(key) === value) entries.delete(key);
    });
    return value;
  };
}
