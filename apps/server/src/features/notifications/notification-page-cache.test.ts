import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../../test/factories';
import { eventually } from '../../../test/eventually';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { notifyUsers } from './notifications.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    caches: { catalogue: false, sessions: true, notifications: true, viewers: false },
  });
});
afterAll(() => t.close());

type Page = { unread_count: number; total_count: number; notifications: { id: number; title: string }[] };

describe('the cached first page of notifications', () => {
  it('shows what arrives from any process, and the user’s own changes at once', async () => {
    const user = await buildUser(t.db);
    const { access: token } = await signIn(t.app, user);
    const poll = async () => (await call(t.app, 'GET', '/api/notifications/', { token })).body as Page;
    const titles = async () => (await poll()).notifications.map((n) => n.title);

    expect(await poll()).toMatchObject({ unread_count: 0, total_count: 0, notifications: [] });
    // Written straight to the database, as another server process would: only its signal reaches this one.
    await notifyUsers({
      db: t.db,
      userIds: [user.id],
      notification: { type: 'system', title: 'First', message: 'One' },
    });
    await eventually(titles, ['First']);
    await notifyUsers({
      db: t.db,
      userIds: [user.id],
      notification: { type: 'system', title: 'Second', message: 'Two' },
    });
    await eventually(titles, ['Second', 'First']);

    const [second, first] = (await poll()).notifications;
    await call(t.app, 'POST', `/api/notifications/${second?.id}/read/`, { token });
    expect((await poll()).unread_count).toBe(1);
    await call(t.app, 'DELETE', `/api/notifications/${first?.id}/delete/`, { token });
    expect(await poll()).toMatchObject({ unread_count: 0, total_count: 1 });
    await call(t.app, 'POST', '/api/notifications/mark-all-read/', { token });
    await call(t.app, 'DELETE', '/api/notifications/delete-all/', { token });
    expect(await poll()).toMatchObject({ unread_count: 0, total_count: 0, notifications: [] });
  });

  it('keeps each user’s page to that user', async () => {
    const [one, two] = [await buildUser(t.db), await buildUser(t.db)];
    await notifyUsers({
      db: t.db,
      userIds: [one.id],
      notification: { type: 'system', title: 'Only for one', message: 'Private' },
    });
    const pageOf = async (user: typeof one) =>
      (await call(t.app, 'GET', '/api/notifications/', { token: (await signIn(t.app, user)).access }))
        .body as Page;
    await eventually(async () => (await pageOf(one)).total_count, 1);
    expect((await pageOf(two)).notifications).toEqual([]);
  });
});
