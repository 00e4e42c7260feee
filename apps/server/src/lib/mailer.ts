import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Config } from '../config';

/** A person's name goes in the To header beside the address, encoded when it is not plain ASCII. */
export type MailAddress = { name: string; address: string };
export type Mail = { to: MailAddress; subject: string; text: string };
/** What an e-mail needs to know of the person it goes to. */
export type MailPerson = { email: string; username: string; firstName: string; lastName: string };

/** Addressed with the person's full name, or their username when they gave no name. */
export function addressOf(person: MailPerson): MailAddress {
  const name = [person.firstName.trim(), person.lastName.trim()].filter(Boolean).join(' ');
  return { name: name || person.username, address: person.email };
}

/** The name an e-mail greets the person by. */
export const greetingName = (person: MailPerson) => person.firstName || person.username;
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

/**
 * The message as nodemailer writes it, for SMTP and the outbox alike: names and subjects beyond ASCII in RFC 2047
 * words, the body in UTF-8 (quoted-printable, or base64 for text mostly in another script, whenever it is not
 * short lines of ASCII), and header values without line breaks, so a value cannot add headers of its own. Lines
 * end in CRLF, as mail requires.
 */
const messageOptions = (from: string, mail: Mail) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text.replace(/\r?\n/g, '\r\n'),
});

/**
 * Writes each e-mail as an .eml file under DATA_DIR/outbox (and logs it), so nothing is silently dropped
 * on a machine without a mail server; an operator can hand the folder to any mail transfer agent.
 */
export function createOutboxMailer(dataDir: string, from: string, log: MailLog): MailTransport {
  const outbox = path.resolve(dataDir, 'outbox');
  return {
    send: async (mail) => {
      const message = await new MailComposer(messageOptions(from, mail)).compile().build();
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      // Written aside and renamed, so whoever reads the folder never sees half a message.
      await writeFile(`${file}.part`, message);
      await rename(`${file}.part`, file);
      log.info(`e-mail to ${mail.to.address} written to ${file}`);
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
        const info = await transport.sendMail(messageOptions(from, mail));
        log.info(`e-mail to ${mail.to.address} sent by SMTP (${info.messageId})`);
        return info.messageId;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn(`SMTP delivery to ${mail.to.address} failed (${reason}); keeping it in the outbox`);
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
