import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client';

const PAYMENTS_MIGRATION = '0013_payments';
let workDir: string | undefined;

/** The migrations folder as it was before real payments, to build a database with the old payment rows. */
async function folderBeforePayments(): Promise<string> {
  workDir = await mkdtemp(path.join(tmpdir(), 'somo-migrations-'));
  const before = path.join(workDir, 'migrations');
  await cp(migrationsFolder(), before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === PAYMENTS_MIGRATION);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return before;
}

afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

type Row = {
  id: number;
  status: string;
  provider: string;
  tx_ref: string;
  receipt_number: string;
  commission_rate: string;
  paid_at: Date;
  created_at: Date;
};

describe('payments recorded before real payments', () => {
  it('become succeeded test payments that keep their date, with a reference, a receipt and the commission', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: await folderBeforePayments() });
    await client.query(`insert into platform_settings (id, pricing_settings) values (1, $1)`, [
      JSON.stringify({ platform_commission_rate: 12.5 }),
    ]);
    await client.query(
      `insert into payments (user_name, course_title, amount, currency, paid_at) values
        ('Old Payer', 'Old Course', 10, 'USD', '2025-03-04T05:06:07Z'),
        ('Other Payer', 'Old Course', 37000, 'UGX', '2026-01-02T03:04:05Z')`,
    );
    await migrate(db, { migrationsFolder: migrationsFolder() });
    const { rows } = await client.query<Row>('select * from payments order by id');
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => [row.status, row.provider, Number(row.commission_rate)])).toEqual([
      ['succeeded', 'test', 12.5],
      ['succeeded', 'test', 12.5],
    ]);
    expect(rows.map((row) => row.receipt_number)).toEqual([
      `SOMO-2025-${String(rows[0]?.id).padStart(6, '0')}`,
      `SOMO-2026-${String(rows[1]?.id).padStart(6, '0')}`,
    ]);
    expect(rows[0]?.paid_at.toISOString()).toBe('2025-03-04T05:06:07.000Z');
    expect(rows[0]?.created_at.toISOString()).toBe('2025-03-04T05:06:07.000Z');
    expect(new Set(rows.map((row) => row.tx_ref)).size).toBe(2);
    expect(rows.every((row) => /^somo_[0-9a-f]{32}$/.test(row.tx_ref))).toBe(true);
    // New payments must name their status and provider: the migration's defaults were only for the old rows.
    await expect(
      client.query(`insert into payments (user_name, course_title, amount, tx_ref, commission_rate) values
        ('New', 'New', 1, 'somo_x', 10)`),
    ).rejects.toThrow();
    await client.close();
  });

  it('take the default commission when none was ever saved', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: await folderBeforePayments() });
    await client.query(
      `insert into payments (user_name, course_title, amount) values ('Payer', 'Course', 5)`,
    );
    await migrate(db, { migrationsFolder: migrationsFolder() });
    const { rows } = await client.query<Row>('select * from payments');
    expect(Number(rows[0]?.commission_rate)).toBe(10);
    await client.close();
  });
});
