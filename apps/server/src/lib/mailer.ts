import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send(mail: Mail): Promise<string> };

const FROM = 'Somo <no-reply@somo.local>';

/**
 * Writes each e-mail as an .eml file under DATA_DIR/outbox (and logs it), so nothing is silently dropped
 * on a machine without a mail server; an operator can hand the folder to any mail transfer agent.
 */
export function createOutboxMailer(dataDir: string, log: (line: string) => void): Mailer {
  const outbox = path.resolve(dataDir, 'outbox');
  return {
    send: async ({ to, subject, text }) => {
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      const message = [
        `From: ${FROM}`,
        `To: ${to}`,
        `Subject: ${subject}`,
        `Date: ${new Date().toUTCString()}`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        '',
        text,
        '',
      ].join('\r\n');
      await writeFile(file, message);
      log(`e-mail to ${to} written to ${file}`);
      return file;
    },
  };
}
