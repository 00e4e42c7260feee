import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseEml } from '../../test/outbox';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createMailer, type MailLog } from './mailer';

const FROM = 'Somo Team <team@somo.example>';
const AMINA = { name: 'Amina Nakato', address: 'amina@example.com' };

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
      to: AMINA,
      subject: 'Welcome\r\nBcc: everyone@example.com',
      text: 'Hello Amina',
    });
    expect(path.dirname(file)).toBe(path.join(dataDir, 'outbox'));
    const message = await readFile(file, 'utf8');
    expect(message).toContain(`From: ${FROM}\r\n`);
    expect(message).toContain('To: Amina Nakato <amina@example.com>\r\n');
    expect(message).toMatch(/^Date: .+\r\n/m);
    expect(message).toMatch(/^Message-ID: <.+@somo\.example>\r\n/m);
    // A line break in a header value cannot smuggle in a header of its own.
    expect(message).toContain('Subject: Welcome Bcc: everyone@example.com\r\n');
    expect(message).not.toMatch(/^Bcc:/m);
    expect(message).toContain('Content-Type: text/plain; charset=utf-8\r\n');
    expect(message.endsWith('\r\n\r\nHello Amina\r\n')).toBe(true);
    expect(lines).toEqual([{ level: 'info', line: `e-mail to amina@example.com written to ${file}` }]);
  });

  it('encodes names and subjects beyond ASCII as RFC 2047 words, and the body as quoted-printable UTF-8', async () => {
    const mailer = createMailer(
      { dataDir, mail: { smtpUrl: undefined, from: 'Somo Éducation <team@somo.example>' } },
      log,
    );
    const text = [
      'Bonjour Françoise,',
      '',
      'Quelqu’un, sans doute vous-même, a demandé la réinitialisation du mot de passe de votre compte Somo « françoise ».',
      'https://learn.example.org/reset-password?token=Zm9vYmFyLWJhei1xdXV4LWNvcmdlLWdyYXVsdC1nYXJwbHk',
    ].join('\n');
    const file = await mailer.send({
      to: { name: 'Françoise Uwase', address: 'francoise@example.com' },
      subject: 'Réinitialisation de votre mot de passe Somo',
      text,
    });
    const raw = await readFile(file, 'utf8');
    // Nothing but 7-bit ASCII travels, and no line is longer than the 78 characters mail allows.
    expect(raw).toMatch(/^[\x20-\x7e\r\n\t]*$/);
    expect(Math.max(...raw.split('\r\n').map((line) => line.length))).toBeLessThanOrEqual(78);
    expect(raw).toContain('To: =?UTF-8?Q?Fran=C3=A7oise_Uwase?= <francoise@example.com>\r\n');
    expect(raw).toMatch(/^Subject: =\?UTF-8\?Q\?R=C3=A9initialisation_/m);
    expect(raw).toContain('Content-Transfer-Encoding: quoted-printable\r\n');

    const read = parseEml(raw);
    expect(read.headers.from).toBe('Somo Éducation <team@somo.example>');
    expect(read.to).toBe('Françoise Uwase <francoise@example.com>');
    expect(read.subject).toBe('Réinitialisation de votre mot de passe Somo');
    expect(read.text).toBe(text);
  });

  it('writes text in another script as base64 UTF-8, readable after decoding', async () => {
    const mailer = createMailer({ dataDir, mail: { smtpUrl: undefined, from: FROM } }, log);
    const file = await mailer.send({ to: AMINA, subject: 'مرحبا بكم في سومو', text: 'مرحبا أمينة' });
    const raw = await readFile(file, 'utf8');
    expect(raw).toContain('Content-Transfer-Encoding: base64\r\n');
    expect(parseEml(raw)).toMatchObject({ subject: 'مرحبا بكم في سومو', text: 'مرحبا أمينة' });
  });
});

describe('with SMTP_URL', () => {
  it('hands the message to the SMTP server and writes nothing to the outbox', async () => {
    sink = await startSmtpSink();
    const mailer = createMailer({ dataDir, mail: { smtpUrl: sink.url, from: FROM } }, log);
    const id = await mailer.send({ to: AMINA, subject: 'Welcome', text: 'Hello Amina' });

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

  it('encodes the message the same way as for the outbox', async () => {
    sink = await startSmtpSink();
    const mailer = createMailer({ dataDir, mail: { smtpUrl: sink.url, from: FROM } }, log);
    await mailer.send({
      to: { name: 'Zawadi Mwakaleli', address: 'zawadi@example.com' },
      subject: 'Risiti yako ya Somo — SOMO-2026-000007',
      text: 'Habari Zawadi,\n\nMalipo ya majaribio — hakuna pesa inayotozwa',
    });
    const read = parseEml(sink.received[0]?.data ?? '');
    expect(read.raw).toMatch(/^Subject: =\?UTF-8\?Q\?/m);
    expect(read).toMatchObject({
      to: 'Zawadi Mwakaleli <zawadi@example.com>',
      subject: 'Risiti yako ya Somo — SOMO-2026-000007',
      text: 'Habari Zawadi,\n\nMalipo ya majaribio — hakuna pesa inayotozwa',
    });
  });

  it('keeps a message the server refuses in the outbox and logs a warning', async () => {
    sink = await startSmtpSink({ refuseRecipients: true });
    const mailer = createMailer({ dataDir, mail: { smtpUrl: sink.url, from: FROM } }, log);
    const file = await mailer.send({
      to: { name: 'Nobody', address: 'nobody@example.com' },
      subject: 'Welcome',
      text: 'Hello',
    });

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
    await mailer.send({ to: AMINA, subject: 'Welcome', text: 'Hello' });
    expect(await outboxFiles()).toHaveLength(1);
  });
});
