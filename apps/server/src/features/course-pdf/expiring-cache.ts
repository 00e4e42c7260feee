/**
 * A small in-process map whose entries expire after `ttlMs` and whose oldest entries make room once it holds
 * `maxEntries`. Per process: another process simply works the value out again.
 */
export function createExpiringCache<Value>({
  maxEntries,
  ttlMs,
  now = Date.now,
}: {
  maxEntries: number;
  ttlMs: number;
  now?: () => number;
}) {
  const entries = new Map<string, { value: Value; expiresAt: number }>();
  return {
    get(key: string): Value | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: Value) {
      for (const [known, entry] of entries) if (entry.expiresAt <= now()) entries.delete(known);
      // Oldest first: a Map keeps insertion order.
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    delete(key: string) {
      entries.delete(key);
    },
  };
}
