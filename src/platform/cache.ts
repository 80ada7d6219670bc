/**
 * A small in-process cache for read-mostly content (FAQ, sites, terms version). Entries expire after `ttlMs`,
 * so a change made by another process (a second dyno, the admin CLI) shows within that time; changes made
 * in this process call `clear()` and show at once. Concurrent misses share one load.
 */
const contentChangeListeners: Array<() => void> = [];

/** Runs `listener` whenever a content cache is cleared because this process changed what it holds. */
export function onContentChange(listener: () => void): void {
  contentChangeListeners.push(listener);
}

export function createCache<V>(ttlMs: number) {
  const entries = new Map<string, { value: Promise<V>; expires: number }>();
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return hit.value;
      const value = load();
      entries.set(key, { value, expires: Date.now() + ttlMs });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear(): void {
      entries.clear();
      for (const listener of contentChangeListeners) listener();
    },
  };
}
