import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn, type BuiltUser } from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { notifyUsers } from './notifications.service';

let t: TestApp;
let user: BuiltUser;
let token: string;
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp();
  user = await buildUser(t.db);
  token = (await signIn(t.app, user)).access;
  otherToken = (await signIn(t.app, await buildUser(t.db))).access;
  for (let i = 1; i <= 5; i += 1) {
    await notifyUsers({
      db: t.db,
      userIds: [user.id],
      notification: {
        type: i % 2 ? 'system' : 'announcement',
        title: `Note ${i}`,
        message: `Body ${i}`,
      },
    });
  }
});
afterAll(async () => {
  await t?.close();
});

describe('notifications', () => {
  it('lists newest first with the unread count, and pages with limit and before', async () => {
    const all = await call(t.app, 'GET', '/api/notifications/', { token });
    expect(all.body.unread_count).toBe(5);
    expect(all.body.total_count).toBe(5);
    expect(all.body.notifications.map((n: { title: string }) => n.title)).toEqual([
      'Note 5',
      'Note 4',
      'Note 3',
      'Note 2',
      'Note 1',
    ]);
    expect(all.body.notifications[0]).toMatchObject({
      type: 'system',
      is_read: false,
      data: {},
      related_course_id: null,
    });

    const page = await call(t.app, 'GET', '/api/notifications/?limit=2', { token });
    expect(page.body.has_more).toBe(true);
    expect(page.body.notifications).toHaveLength(2);
    // The counts cover every notification, not only the page.
    expect(page.body).toMatchObject({
      total_count: all.body.total_count,
      unread_count: all.body.unread_count,
    });
    const next = await call(
      t.app,
      'GET',
      `/api/notifications/?limit=2&before=${page.body.notifications[1].id}`,
      { token },
    );
    expect(next.body.notifications.map((n: { title: string }) => n.title)).toEqual(['Note 3', 'Note 2']);
  });

  it('marks one and all read, never below zero', async () => {
    const { body } = await call(t.app, 'GET', '/api/notifications/', { token });
    const first = body.notifications[0].id;
    expect(
      (await call(t.app, 'POST', `/api/notifications/${first}/read/`, { token })).body.unread_count,
    ).toBe(4);
    expect(
      (await call(t.app, 'POST', `/api/notifications/${first}/read/`, { token })).body.unread_count,
    ).toBe(4);
    expect(
      (await call(t.app, 'POST', '/api/notifications/mark-all-read/', { token })).body.unread_count,
    ).toBe(0);
    expect(
      (await call(t.app, 'POST', '/api/notifications/mark-all-read/', { token })).body.unread_count,
    ).toBe(0);
  });

  it('keeps another user’s notifications out of reach (404)', async () => {
    const { body } = await call(t.app, 'GET', '/api/notifications/', { token });
    const id = body.notifications[0].id;
    expect((await call(t.app, 'POST', `/api/notifications/${id}/read/`, { token: otherToken })).status).toBe(
      404,
    );
    expect(
      (await call(t.app, 'DELETE', `/api/notifications/${id}/delete/`, { token: otherToken })).status,
    ).toBe(404);
    expect(
      (await call(t.app, 'GET', '/api/notifications/', { token: otherToken })).body.notifications,
    ).toEqual([]);
  });

  it('deletes one and then all', async () => {
    const { body } = await call(t.app, 'GET', '/api/notifications/', { token });
    expect(
      (await call(t.app, 'DELETE', `/api/notifications/${body.notifications[0].id}/delete/`, { token }))
        .status,
    ).toBe(200);
    expect((await call(t.app, 'GET', '/api/notifications/', { token })).body.total_count).toBe(4);
    const all = await call(t.app, 'DELETE', '/api/notifications/delete-all/', { token });
    expect(all.body.message).toBe('4 notifications deleted.');
    expect((await call(t.app, 'GET', '/api/notifications/', { token })).body.total_count).toBe(0);
  });

  it('needs a sign-in and valid paging', async () => {
    expect((await call(t.app, 'GET', '/api/notifications/')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/notifications/?limit=0', { token })).status).toBe(400);
  });
});
