import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, type MailLog } from './mailer';

let dataDir: string;
let warnings: string[];
const log: MailLog = { info: () => undefined, warn: (line) => warnings.push(line) };

const outbox = () => readdir(path.join(dataDir, 'outbox')).catch(() => [] as string[]);

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'somo-mail-later-'));
  warnings = [];
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('sendLater', () => {
  it('returns before the message is prepared, and settled() waits until it is sent', async () => {
    const mailer = createMailer({ dataDir, mail: { smtpUrl: undefined, from: 'Somo <a@b.c>' } }, log);
    let prepared = false;
    mailer.sendLater(async () => {
      prepared = true;
      return { to: { name: 'Neema', address: 'neema@example.com' }, subject: 'Hello', text: 'Later' };
    });
    expect(prepared).toBe(false);
    await mailer.settled();
    const files = await outbox();
    expect(files).toHaveLength(1);
    expect(await readFile(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8')).toContain(
      'To: Neema <neema@example.com>',
    );
  });

  it('sends nothing when the preparation finds nothing to send', async () => {
    const mailer = createMailer({ dataDir, mail: { smtpUrl: undefined, from: 'Somo <a@b.c>' } }, log);
    mailer.sendLater(async () => undefined);
    await mailer.settled();
    expect(await outbox()).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('logs a failure instead of throwing it, and goes on with the next message', async () => {
    const mailer = createMailer({ dataDir, mail: { smtpUrl: undefined, from: 'Somo <a@b.c>' } }, log);
    mailer.sendLater(async () => {
      throw new Error('database went away');
    });
    mailer.sendLater(async () => ({
      to: { name: 'Okello', address: 'okello@example.com' },
      subject: 'Still',
      text: 'here',
    }));
    await mailer.settled();
    expect(warnings).toEqual(['an e-mail could not be prepared or sent (database went away)']);
    expect(await outbox()).toHaveLength(1);
  });
});
