import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { forumThreads } from '../../db/schema/forums';
import { buildCourse, buildUser } from '../../../test/factories';
import { openTestDatabase } from '../../../test/test-db';
import { createThreadViews, type ThreadViews } from './forum-views';

let database: Database;
let readers: number[];
let courseId: number;
const refused: unknown[] = [];
const HOUR = 3_600_000;

beforeAll(async () => {
  database = await openTestDatabase();
  const instructor = await buildUser(database.db, { role: 'instructor' });
  courseId = (await buildCourse(database.db, { instructorId: instructor.id })).id;
  readers = [];
  for (let i = 0; i < 3; i += 1) readers.push((await buildUser(database.db, { role: 'student' })).id);
});
afterAll(() => database.close());

async function newThread(): Promise<number> {
  const [author] = readers;
  if (author === undefined) throw new Error('no readers built');
  const [thread] = await database.db
    .insert(forumThreads)
    .values({ courseId, authorId: author, title: 'Views' })
    .returning({ id: forumThreads.id });
  if (!thread) throw new Error('thread not created');
  return thread.id;
}

async function stored(threadId: number): Promise<number> {
  const [row] = await database.db
    .select({ views: forumThreads.views })
    .from(forumThreads)
    .where(eq(forumThreads.id, threadId));
  return row?.views ?? -1;
}

/** A batch is written when the test says so: the timer's hour never comes. */
const counter = (): ThreadViews =>
  createThreadViews(database.db, { warn: (error) => refused.push(error), writeEveryMs: HOUR });

describe('thread views', () => {
  it('count each reader once, show waiting views, and add nothing twice once written', async () => {
    const views = counter();
    const thread = await newThread();
    const [a, b] = readers as [number, number];
    const before = { mark: views.mark(), stored: await stored(thread) };

    views.record(thread, a);
    views.record(thread, a);
    views.record(thread, b);
    expect(views.shown(thread, before.stored, before.mark)).toBe(2);
    expect(await stored(thread)).toBe(0);

    await views.write();
    expect(await stored(thread)).toBe(2);
    // A copy read before the batch adds what the batch wrote; one read after it adds nothing.
    expect(views.shown(thread, before.stored, before.mark)).toBe(2);
    const after = { mark: views.mark(), stored: await stored(thread) };
    expect(views.shown(thread, after.stored, after.mark)).toBe(2);

    views.record(thread, a);
    await views.write();
    expect(await stored(thread)).toBe(2);
    await views.close();
    expect(refused).toEqual([]);
  });

  it('let the database count a reader once an hour across processes', async () => {
    const [one, two] = [counter(), counter()];
    const thread = await newThread();
    const [a, , c] = readers as [number, number, number];
    one.record(thread, a);
    two.record(thread, a);
    two.record(thread, c);
    const mark = two.mark();
    await one.write();
    await two.write();
    expect(await stored(thread)).toBe(2);
    // The second process counted `a` too while waiting; the database did not, so it shows the stored count.
    expect(two.shown(thread, 0, mark)).toBe(1);
    expect(two.shown(thread, await stored(thread), two.mark())).toBe(2);
    await Promise.all([one.close(), two.close()]);
    expect(refused).toEqual([]);
  });

  it('write many threads in one batch, leaving out a thread deleted meanwhile', async () => {
    const views = counter();
    const [kept, deleted] = [await newThread(), await newThread()];
    for (const reader of readers) {
      views.record(kept, reader);
      views.record(deleted, reader);
    }
    await database.db.delete(forumThreads).where(eq(forumThreads.id, deleted));
    await views.close();
    expect(await stored(kept)).toBe(3);
    expect(views.shown(deleted, 0, views.mark())).toBe(0);
    expect(refused).toEqual([]);
  });
});
