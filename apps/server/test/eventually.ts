import { expect } from 'vitest';

/** Change signals travel through the database, so other processes see them a moment after the commit. */
export async function eventually(read: () => Promise<unknown>, expected: unknown) {
  const deadline = Date.now() + 3000;
  for (;;) {
    const value = await read();
    try {
      expect(value).toEqual(expected);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
