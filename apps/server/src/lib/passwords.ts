import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP minimum (m=19 MiB, t=2, p=1); 2 is Argon2id in the library's algorithm enum.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check so that response times do not reveal which usernames exist. */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
  return false;
}

/** How many of the most used passwords are refused: the head of a list ranked by how often each was seen. */
export const COMMON_PASSWORD_COUNT = 10_000;

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * The ranked list of leaked passwords that ships with zxcvbn-ts (most frequent first). Loaded on the first
 * check rather than at start-up: it is large, and most requests never set a password.
 */
async function loadCommonPasswords(): Promise<Set<string>> {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  const ranked = dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT);
  return new Set(ranked.map((password) => password.toLowerCase()));
}

/** True for one of the most common passwords, whatever its letter case ('Password1' is as weak as 'password1'). */
export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= loadCommonPasswords().catch((error: unknown) => {
    // Not kept: the next check tries again instead of failing for the life of the process.
    commonPasswords = undefined;
    throw error;
  });
  return (await commonPasswords).has(password.toLowerCase());
}
