import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { buildUser, signIn } from '../../../test/factories';
import { eventually } from '../../../test/eventually';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    caches: { catalogue: true, sessions: true, notifications: false, viewers: false },
  });
});
afterAll(() => t.close());

describe('the kept admin users pages', () => {
  it('show every user added, changed or removed, and never to anyone but an admin', async () => {
    const admin = await buildUser(t.db, { role: 'admin' });
    const token = (await signIn(t.app, admin)).access;
    const search = async (text: string) => {
      const { body } = await call(t.app, 'GET', `/api/admin/users/?search=${text}&role=all&status=all`, {
        token,
      });
      return body.users.map((user: { username: string; role: string; is_active: boolean }) => [
        user.username,
        user.role,
        user.is_active,
      ]);
    };
    expect(await search('wanjiku')).toEqual([]);

    // Written straight to the database, as another server process would: only the signal tells this one.
    const user = await buildUser(t.db, { username: 'wanjiku_m' });
    await eventually(() => search('wanjiku'), [['wanjiku_m', 'student', true]]);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await eventually(() => search('wanjiku'), [['wanjiku_m', 'student', false]]);
    await t.db
      .update(users)
      .set({ email: 'wanjiku@example.org', username: 'mumbi' })
      .where(eq(users.id, user.id));
    await eventually(() => search('wanjiku'), [['mumbi', 'student', false]]);

    // The admin's own change shows at once, without waiting for the signal.
    const changed = await call(t.app, 'PUT', `/api/admin/users/${user.id}/role/`, {
      token,
      body: { role: 'instructor' },
    });
    expect(changed.status).toBe(200);
    expect(await search('wanjiku')).toEqual([['mumbi', 'instructor', false]]);

    await t.db.delete(users).where(eq(users.id, user.id));
    await eventually(() => search('wanjiku'), []);

    const student = await buildUser(t.db);
    const refused = await call(t.app, 'GET', '/api/admin/users/?search=wanjiku', {
      token: (await signIn(t.app, student)).access,
    });
    expect(refused.status).toBe(403);
  });
});
