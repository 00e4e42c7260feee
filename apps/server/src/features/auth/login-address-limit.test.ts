import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildUser } from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

const PER_ADDRESS = 20;
let t: TestApp;

beforeAll(async () => {
  const defaults = loadConfig({}).rateLimits;
  t = await createTestApp({
    rateLimits: { ...defaults, loginFailuresPerAddress: { max: PER_ADDRESS, windowMs: 60_000 } },
  });
});
afterAll(async () => {
  await t?.close();
});

const signIn = (ip: string, username: string, password: string) =>
  call(t.app, 'POST', '/api/auth/login/', { ip, body: { username, password } });

describe('failed sign-ins per address', () => {
  it('refuses one password tried against many usernames once the address is over its limit', async () => {
    const people = await Promise.all(Array.from({ length: 30 }, () => buildUser(t.db)));
    const ip = '10.2.0.1';
    const statuses: number[] = [];
    for (const person of people) statuses.push((await signIn(ip, person.username, 'summer2024')).status);
    expect(statuses).toEqual([
      ...Array<number>(PER_ADDRESS).fill(401),
      ...Array<number>(30 - PER_ADDRESS).fill(429),
    ]);

    const refused = await signIn(ip, 'someone-else', 'summer2024');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const [first] = people;
    if (!first) throw new Error('no people built');
    expect((await signIn('10.2.0.2', first.username, first.password)).status).toBe(200);
  });

  it('does not count successful sign-ins from a shared address', async () => {
    const person = await buildUser(t.db);
    const ip = '10.2.0.3';
    for (let i = 0; i < PER_ADDRESS + 5; i += 1) {
      expect((await signIn(ip, person.username, person.password)).status).toBe(200);
    }
    expect((await signIn(ip, person.username, 'wrong-pass')).status).toBe(401);
  });
});
