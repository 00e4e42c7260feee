import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequests, users } from '../../db/schema/users';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { ensureBootstrapAdmin } from '../users/create-superuser';
import { seedDemoData } from './demo.seed';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(async () => {
  await t.close();
});

describe('demo mode', () => {
  it('seeds the three demo accounts once, however often it runs', async () => {
    await seedDemoData(t.db);
    await seedDemoData(t.db);
    const rows = await t.db
      .select({ username: users.username, role: users.role, isSuperuser: users.isSuperuser })
      .from(users);
    expect(rows).toEqual(
      expect.arrayContaining([
        { username: 'demo_student', role: 'student', isSuperuser: false },
        { username: 'demo_instructor', role: 'instructor', isSuperuser: false },
        { username: 'demo_admin', role: 'admin', isSuperuser: true },
      ]),
    );
    expect(rows).toHaveLength(3);
    expect(await t.db.select().from(adminRequests).where(eq(adminRequests.status, 'pending'))).toHaveLength(
      1,
    );
  });

  it.each(['demo_student', 'demo_instructor', 'demo_admin'])(
    '%s signs in with demo12345',
    async (username) => {
      const response = await call(t.app, 'POST', '/api/auth/login/', {
        body: { username, password: 'demo12345' },
      });
      expect(response.status).toBe(200);
    },
  );

  it('tells the web app that demo mode is on', async () => {
    const response = await call(t.app, 'GET', '/api/auth/demo/');
    expect(response.body).toEqual({
      enabled: true,
      password: 'demo12345',
      accounts: [
        { role: 'student', username: 'demo_student' },
        { role: 'instructor', username: 'demo_instructor' },
        { role: 'admin', username: 'demo_admin' },
      ],
    });
  });

  it('creates the bootstrap admin only while no admin exists', async () => {
    const created = await ensureBootstrapAdmin(t.db, {
      username: 'root',
      email: 'root@example.com',
      password: 'rootpass1',
    });
    expect(created).toBeUndefined();
  });
});
