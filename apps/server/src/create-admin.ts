import { createInterface } from 'node:readline/promises';
import { Email, Password, Username } from '@somo/contract/auth';
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './server';
import { createSuperuserAdmin } from './features/users/create-superuser';
import { findTakenIdentity } from './features/auth/auth.queries';

async function ask(question: string, validate: (value: string) => string | undefined): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  try {
    for (;;) {
      const answer = (await rl.question(question)).trim();
      const problem = validate(answer);
      if (!problem) return answer;
      process.stdout.write(`${problem}\n`);
      if (!process.stdin.isTTY) throw new Error(problem);
    }
  } finally {
    rl.close();
  }
}

const check =
  (schema: typeof Username | typeof Email | typeof Password) =>
  (value: string): string | undefined => {
    const result = schema.safeParse(value);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

async function main() {
  const config = loadConfig(process.env);
  const username = process.env.ADMIN_USERNAME || (await ask('Username: ', check(Username)));
  const email = process.env.ADMIN_EMAIL || (await ask('E-mail: ', check(Email)));
  const password =
    process.env.ADMIN_PASSWORD || (await ask('Password (at least 6 characters): ', check(Password)));
  const database = await openConfiguredDatabase(config);
  try {
    const taken = await findTakenIdentity(database.db, username, email);
    if (taken.username || taken.email) {
      throw new Error(
        taken.username
          ? 'A user with that username already exists.'
          : 'A user with that email already exists.',
      );
    }
    const admin = await createSuperuserAdmin(database.db, { username, email, password });
    process.stdout.write(`Created superuser admin "${admin?.username}".\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
