import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, hashPassword, isCommonPassword, verifyPassword } from './passwords';

const ranked = dictionary['passwords-common'];

describe('isCommonPassword', () => {
  it('refuses the most common passwords in any letter case', async () => {
    for (const password of ['123456', 'password', 'Password', 'QWERTY', 'iloveyou1']) {
      expect(await isCommonPassword(password), password).toBe(true);
    }
  });

  it('draws the line after the 10,000th of the ranked list', async () => {
    expect(COMMON_PASSWORD_COUNT).toBe(10_000);
    const last = ranked[COMMON_PASSWORD_COUNT - 1] ?? '';
    const top = new Set(ranked.slice(0, COMMON_PASSWORD_COUNT).map((password) => password.toLowerCase()));
    const next =
      ranked.slice(COMMON_PASSWORD_COUNT).find((password) => !top.has(password.toLowerCase())) ?? '';
    expect(await isCommonPassword(last)).toBe(true);
    expect(await isCommonPassword(next)).toBe(false);
  });

  it('lets an uncommon password through', async () => {
    expect(await isCommonPassword('mango-tree-42')).toBe(false);
    expect(await isCommonPassword('demo12345')).toBe(false);
  });
});

describe('hashPassword', () => {
  it('hashes with argon2id and verifies only the same password', async () => {
    const hash = await hashPassword('kiboko-river-9');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'kiboko-river-9')).toBe(true);
    expect(await verifyPassword(hash, 'kiboko-river-8')).toBe(false);
  });
});
