import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export type Mail = { to: string; subject: string; text: string };
/** `send` answers where the mail went: the .eml file's path, or the SMTP server's message id. */
export type MailTransport = { send(mail: Mail): Promise<string> };
export type Mailer = MailTransport & {
  /**
   * Prepares and sends a message after the caller has moved on, so an answer never waits for the database
   * work behind a message nor for a mail server. `prepare` may decide there is nothing to send. A failure is
   * logged, never thrown.
   */
  sendLater(prepare: () => Promise<Mail | undefined>): void;
  /** Resolves once every message handed to `sendLater` so far has been sent or has failed. */
  settled(): Promise<void>;
};
export type MailLog = { info(line: string): void; warn(line: string): void };

// A mail server should answer within seconds; an admin clicking Approve must not wait minutes for it.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Header values never carry line breaks, so a value cannot add headers of its own. */
const headerValue = (value: string) => value.replace(/[\r\n]+/g, ' ');

/**
 * Writes each e-mail as an .eml file under DATA_DIR/outbox (and logs it), so nothing is silently dropped
 * on a machine without a mail server; an operator can hand the folder to any mail transfer agent.
 */
export function createOutboxMailer(dataDir: string, from: string, log: MailLog): MailTransport {
  const outbox = path.resolve(dataDir, 'outbox');
  return {
    send: async ({ to, subject, text }) => {
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      const message = [
        `From: ${headerValue(from)}`,
        `To: ${headerValue(to)}`,
        `Subject: ${headerValue(subject)}`,
        `Date: ${new Date().toUTCString()}`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        '',
        text,
        '',
      ].join('\r\n');
      await writeFile(file, message);
      log.info(`e-mail to ${to} written to ${file}`);
      return file;
    },
  };
}

/**
 * Sends through the SMTP server at `smtpUrl` (smtp:// or smtps://, credentials in the URL). A message the
 * server does not take is kept by `fallback` instead, so a mail outage never loses a message or fails the
 * action that sent it.
 */
export function createSmtpMailer(
  smtpUrl: string,
  from: string,
  fallback: MailTransport,
  log: MailLog,
): MailTransport {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    send: async (mail) => {
      try {
        const info = await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
        log.info(`e-mail to ${mail.to} sent by SMTP (${info.messageId})`);
        return info.messageId;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn(`SMTP delivery to ${mail.to} failed (${reason}); keeping it in the outbox`);
        return fallback.send(mail);
      }
    },
  };
}

/** Keeps track of the messages sent in the background, so that shutdown and tests can wait for them. */
function withBackgroundSending(transport: MailTransport, log: MailLog): Mailer {
  const pending = new Set<Promise<void>>();
  return {
    send: (mail) => transport.send(mail),
    sendLater: (prepare) => {
      const job = Promise.resolve()
        .then(prepare)
        .then(async (mail) => {
          if (mail) await transport.send(mail);
        })
        .catch((error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          log.warn(`an e-mail could not be prepared or sent (${reason})`);
        })
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    settled: async () => {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

/** SMTP when SMTP_URL is set, otherwise the outbox folder. */
export function createMailer(config: Pick<Config, 'dataDir' | 'mail'>, log: MailLog): Mailer {
  const outbox = createOutboxMailer(config.dataDir, config.mail.from, log);
  const transport = config.mail.smtpUrl
    ? createSmtpMailer(config.mail.smtpUrl, config.mail.from, outbox, log)
    : outbox;
  return withBackgroundSending(transport, log);
}
