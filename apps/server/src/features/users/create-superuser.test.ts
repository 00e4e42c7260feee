import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { ensureBootstrapAdmin } from './create-superuser';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('first superuser admin', () => {
  it('is created from the ADMIN_* settings on an empty database and can sign in', async () => {
    const created = await ensureBootstrapAdmin(t.db, {
      username: 'root',
      email: 'root@example.com',
      password: 'rootpass1',
    });
    expect(created?.username).toBe('root');
    const [row] = await t.db.select().from(users).where(eq(users.username, 'root'));
    expect(row).toMatchObject({ role: 'admin', isSuperuser: true, isActive: true });
    const login = await call(t.app, 'POST', '/api/auth/login/', {
      body: { username: 'root', password: 'rootpass1' },
    });
    expect(login.body.user.role).toBe('admin');
  });

  it('is not created twice', async () => {
    const again = await ensureBootstrapAdmin(t.db, {
      username: 'root2',
      email: 'root2@example.com',
      password: 'rootpass1',
    });
    expect(again).toBeUndefined();
  });
});
