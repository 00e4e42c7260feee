import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates } from '../../db/schema/certificates';
import { users } from '../../db/schema/users';
import { mailTexts } from '../../lib/i18n/mail-texts';
import { addressOf, greetingName, type Mail, type Mailer } from '../../lib/mailer';

/** Certificates issued longer ago than this and never mailed (the server was down a long time) stay unmailed. */
const MAIL_WITHIN_MS = 3 * 24 * 60 * 60 * 1000;

type Issued = { id: string; studentId: number; courseTitle: string };

async function certificateMail(
  db: Db,
  certificate: Issued,
  baseUrl: string | undefined,
): Promise<Mail | undefined> {
  const [student] = await db
    .select({
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.languagePreference,
    })
    .from(users)
    .where(eq(users.id, certificate.studentId));
  if (!student?.email) return undefined;
  const mail = mailTexts(student.language);
  const texts = mail.certificate;
  const links = baseUrl
    ? [
        texts.checkAt,
        `${baseUrl}/certificates/${certificate.id}`,
        '',
        texts.downloadAt,
        `${baseUrl}/api/certificates/${certificate.id}/pdf/`,
      ]
    : [texts.findInApp];
  return {
    to: addressOf(student),
    subject: texts.subject(certificate.courseTitle),
    text: [
      mail.greeting(greetingName(student)),
      '',
      texts.earned(certificate.courseTitle),
      '',
      ...links,
      '',
      mail.signature,
    ].join('\n'),
  };
}

/**
 * Sends the e-mail of every certificate issued and not yet mailed. Each is claimed by one UPDATE, so with
 * several server processes told at once (CERTIFICATE_CHANNEL) each e-mail still goes once. Runs on that
 * signal and at start-up, so a certificate issued just before a restart is not forgotten.
 */
export async function mailIssuedCertificates({
  db,
  mailer,
  baseUrl,
}: {
  db: Db;
  mailer: Mailer;
  /** PUBLIC_URL: without it the e-mail points to My certificates in the app instead of giving links. */
  baseUrl: string | undefined;
}) {
  const claimed = await db
    .update(certificates)
    .set({ mailedAt: new Date() })
    .where(
      and(
        isNull(certificates.mailedAt),
        isNull(certificates.replacedBy),
        isNull(certificates.revokedAt),
        gt(certificates.issuedAt, new Date(Date.now() - MAIL_WITHIN_MS)),
      ),
    )
    .returning({
      id: certificates.id,
      studentId: certificates.studentId,
      courseTitle: certificates.courseTitle,
    });
  for (const certificate of claimed) mailer.sendLater(() => certificateMail(db, certificate, baseUrl));
  return claimed.length;
}
