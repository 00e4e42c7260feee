import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createMailer, type MailLog } from './mailer';

const FROM = 'Somo Team <team@somo.example>';

let dataDir: string;
let sink: SmtpSink | undefined;
let lines: { level: 'info' | 'warn'; line: string }[];
const log: MailLog = {
  info: (line) => lines.push({ level: 'info', line }),
  warn: (line) => lines.push({ level: 'warn', line }),
};

async function outboxFiles(): Promise<string[]> {
  return readdir(path.join(dataDir, 'outbox')).catch(() => []);
}

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'somo-mail-'));
  lines = [];
});
afterEach(async () => {
  await sink?.close();
  sink = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

describe('without SMTP_URL', () => {
  it('writes the message as an .eml file in DATA_DIR/outbox, from the configured sender', async () => {
    const mailer = createMailer({ dataDir, mail: { smtpUrl: undefined, from: FROM } }, log);
    const file = await mailer.send({
      to: 'amina@example.com',
      subject: 'Welcome\r\nBcc: everyone@example.com',
      text: 'Hello Amina',
    });
    expect(path.dirname(file)).toBe(path.join(dataDir, 'outbox'));
    const message = await readFile(file, 'utf8');
    expect(message).toContain(`From: ${FROM}\r\n`);
    expect(message).toContain('To: amina@example.com\r\n');
    // A line break in a header value cannot smuggle in a header of its own.
    expect(message).toContain('Subject: Welcome Bcc: everyone@example.com\r\n');
    expect(message).not.toMatch(/^Bcc:/m);
    expect(message.endsWith('\r\n\r\nHello Amina\r\n')).toBe(true);
    expect(lines).toEqual([{ level: 'info', line: `e-mail to amina@example.com written to ${file}` }]);
  });
});

describe('with SMTP_URL', () => {
  it('hands the message to the SMTP server and writes nothing to the outbox', async () => {
    sink = await startSmtpSink();
    const mailer = createMailer({ dataDir, mail: { smtpUrl: sink.url, from: FROM } }, log);
    const id = await mailer.send({ to: 'amina@example.com', subject: 'Welcome', text: 'Hello Amina' });

    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail?.from).toBe('team@somo.example');
    expect(mail?.to).toEqual(['amina@example.com']);
    expect(mail?.data).toContain('Subject: Welcome');
    expect(mail?.data).toMatch(/^From: Somo Team <team@somo\.example>/m);
    expect(mail?.data).toContain('Hello Amina');
    expect(mail?.data).toContain(`Message-ID: ${id}`);
    expect(await outboxFiles()).toEqual([]);
  });

  it('keeps a message the server refuses in the outbox and logs a warning', async () => {
    sink = await startSmtpSink({ refuseRecipients: true });
    const mailer = createMailer({ dataDir, mail: { smtpUrl: sink.url, from: FROM } }, log);
    const file = await mailer.send({ to: 'nobody@example.com', subject: 'Welcome', text: 'Hello' });

    expect(sink.received).toEqual([]);
    expect(await outboxFiles()).toEqual([path.basename(file)]);
    expect(lines.find((entry) => entry.level === 'warn')?.line).toMatch(
      /^SMTP delivery to nobody@example\.com failed \(.+\); keeping it in the outbox$/,
    );
  });

  it('keeps the message in the outbox when no server listens', async () => {
    sink = await startSmtpSink();
    const url = sink.url;
    await sink.close();
    sink = undefined;
    const mailer = createMailer({ dataDir, mail: { smtpUrl: url, from: FROM } }, log);
    await mailer.send({ to: 'amina@example.com', subject: 'Welcome', text: 'Hello' });
    expect(await outboxFiles()).toHaveLength(1);
  });
});
