/**
 * Calls that arrive in the same turn of the event loop are handed to `write` together, so many requests cost one
 * database round trip and one commit when a whole class acts at once, and a lone call waits for nothing. `write`
 * answers one result per item, in order; each caller hears its own once the batch is written, or the batch's error.
 */
export function batchPerTurn<Item, Result>(
  write: (items: Item[]) => Promise<Result[]>,
): (item: Item) => Promise<Result> {
  let waiting: { item: Item; resolve(result: Result): void; reject(error: unknown): void }[] = [];

  async function flush() {
    const batch = waiting;
    waiting = [];
    try {
      const results = await write(batch.map(({ item }) => item));
      batch.forEach(({ resolve }, index) => resolve(results[index] as Result));
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  }

  return (item) =>
    new Promise((resolve, reject) => {
      if (waiting.length === 0) setImmediate(() => void flush());
      waiting.push({ item, resolve, reject });
    });
}
