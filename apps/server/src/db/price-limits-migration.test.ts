import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';

const CONVERSION = '0012_price_limits_in_platform_currency';
let workDir: string | undefined;

/** The migrations folder as it was before the conversion, to build a database saved under the old rule. */
async function foldersBeforeConversion(): Promise<string> {
  workDir = await mkdtemp(path.join(tmpdir(), 'somo-migrations-'));
  const before = path.join(workDir, 'migrations');
  await cp(migrationsFolder(), before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === CONVERSION);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return before;
}

afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('price limits saved as dollars', () => {
  it('become amounts in the platform currency, the minimum rounded up and the maximum down', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: await foldersBeforeConversion() });
    await client.query(`insert into platform_settings (id, pricing_settings) values (1, $1)`, [
      JSON.stringify({
        default_currency: 'UGX',
        min_course_price: 1.001,
        max_course_price: 999.99,
        allow_free_courses: false,
      }),
    ]);
    await migrate(db, { migrationsFolder: migrationsFolder() });
    const { rows } = await client.query<{ pricing_settings: Record<string, unknown> }>(
      'select pricing_settings from platform_settings where id = 1',
    );
    expect(rows[0]?.pricing_settings).toEqual({
      default_currency: 'UGX',
      min_course_price: 3704,
      max_course_price: 3699963,
      allow_free_courses: false,
    });
    await client.close();
  });

  it('stay as they are on a dollar platform, and keys never saved stay unsaved', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: await foldersBeforeConversion() });
    await client.query(`insert into platform_settings (id, pricing_settings) values (1, $1)`, [
      JSON.stringify({ default_currency: 'USD', max_course_price: 500 }),
    ]);
    await migrate(db, { migrationsFolder: migrationsFolder() });
    const { rows } = await client.query<{ pricing_settings: Record<string, unknown> }>(
      'select pricing_settings from platform_settings where id = 1',
    );
    expect(rows[0]?.pricing_settings).toEqual({ default_currency: 'USD', max_course_price: 500 });
    await client.close();
  });
});
