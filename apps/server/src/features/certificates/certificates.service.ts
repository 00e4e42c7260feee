import { randomUUID } from 'node:crypto';
import { and, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import {
  isCertificateId,
  type AdminCertificate,
  type CertificateStatus,
  type MyCertificate,
  type PublicCertificate,
} from '@somo/contract/certificates';
import type { Db } from '../../db/client';
import { certificates } from '../../db/schema/certificates';
import { users } from '../../db/schema/users';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { formatDay, formatPercent } from '../../lib/i18n/format';
import { mailTexts } from '../../lib/i18n/mail-texts';
import { containsPattern } from '../../lib/sql';
import { recordAudit } from '../admin/audit';
import { fullName } from '../courses/courses.presenter';
import { getSettings } from '../settings/settings.service';
import type { CertificatePrint } from './certificate-pdf';
import { renderInThread } from './certificate-pdf-thread';
import { assertAdmin, assertStudent } from './certificates.policy';
import { CERTIFICATE_CHANNEL } from './completion';

type CertificateRow = typeof certificates.$inferSelect;

export const CERTIFICATE_NOT_FOUND = 'Certificate not found.';

function statusOf(row: CertificateRow): { status: CertificateStatus; changedAt: Date | null } {
  if (row.replacedBy) return { status: 'replaced', changedAt: row.replacedAt };
  if (row.revokedAt) return { status: 'revoked', changedAt: row.revokedAt };
  return { status: 'valid', changedAt: null };
}

/** What every view of a certificate prints besides its own facts. */
type View = { siteName: string; baseUrl: string };

export const verificationUrl = (baseUrl: string, id: string) => `${baseUrl}/certificates/${id}`;

function toPublic(row: CertificateRow, { siteName, baseUrl }: View): PublicCertificate {
  const { status, changedAt } = statusOf(row);
  return {
    id: row.id,
    student_name: row.studentName,
    course_title: row.courseTitle,
    instructor_name: row.instructorName,
    completed_at: row.completedAt.toISOString(),
    scores: row.scores,
    status,
    status_changed_at: changedAt?.toISOString() ?? null,
    revoked_reason: status === 'revoked' ? row.revokedReason : null,
    replaced_by: row.replacedBy,
    site_name: siteName,
    verification_url: verificationUrl(baseUrl, row.id),
  };
}

async function siteName(db: Db) {
  return (await getSettings({ db })).platform_settings.site_name;
}

async function findCertificate(db: Db, id: string): Promise<CertificateRow | undefined> {
  if (!isCertificateId(id)) return undefined;
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id.toLowerCase()));
  return row;
}

type Lookup = { db: Db; id: string; baseUrl: string };

/** Public: anyone with the link sees the certificate's own facts and whether it still stands. */
export async function getCertificate({ db, id, baseUrl }: Lookup): Promise<PublicCertificate> {
  const row = (await findCertificate(db, id)) ?? notFound(CERTIFICATE_NOT_FOUND);
  return toPublic(row, { siteName: await siteName(db), baseUrl });
}

/** The signed-in student's own certificates, newest first; the query is scoped to them. */
export async function listMyCertificates({
  db,
  actor,
  baseUrl,
}: {
  db: Db;
  actor: Actor;
  baseUrl: string;
}): Promise<MyCertificate[]> {
  assertStudent(actor);
  const rows = await db
    .select()
    .from(certificates)
    .where(eq(certificates.studentId, actor.id))
    .orderBy(desc(certificates.issuedAt));
  const site = await siteName(db);
  return rows.map((row) => ({ ...toPublic(row, { siteName: site, baseUrl }), course_id: row.courseId }));
}

function toAdmin(row: CertificateRow, { username, ...view }: View & { username: string }): AdminCertificate {
  return {
    ...toPublic(row, view),
    course_id: row.courseId,
    student_id: row.studentId,
    student_username: username,
  };
}

/** One certificate as admins see it, after a change to it. */
async function adminViewOf(db: Db, row: CertificateRow, baseUrl: string): Promise<AdminCertificate> {
  const [student] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, row.studentId));
  return toAdmin(row, { siteName: await siteName(db), baseUrl, username: student?.username ?? '' });
}

const ADMIN_LIST_LIMIT = 200;

/** Every certificate for admins, newest first, found by the student's name or username or the course. */
export async function listAllCertificates({
  db,
  actor,
  search,
  baseUrl,
}: {
  db: Db;
  actor: Actor;
  search: string | undefined;
  baseUrl: string;
}): Promise<AdminCertificate[]> {
  assertAdmin(actor);
  const pattern = search ? containsPattern(search) : undefined;
  const rows = await db
    .select({ certificate: certificates, username: users.username })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.studentId))
    .where(
      pattern
        ? or(
            ilike(certificates.studentName, pattern),
            ilike(certificates.courseTitle, pattern),
            ilike(users.username, pattern),
          )
        : undefined,
    )
    .orderBy(desc(certificates.issuedAt))
    .limit(ADMIN_LIST_LIMIT);
  const site = await siteName(db);
  return rows.map(({ certificate, username }) => toAdmin(certificate, { siteName: site, baseUrl, username }));
}

const ALREADY_ENDED = 'This certificate was already revoked or replaced.';

/** Admins withdraw a certificate with a reason; its page then says Revoked. Written in the audit log. */
export async function revokeCertificate({
  db,
  actor,
  id,
  reason,
  baseUrl,
}: Lookup & { actor: Actor; reason: string }): Promise<AdminCertificate> {
  assertAdmin(actor);
  const existing = (await findCertificate(db, id)) ?? notFound(CERTIFICATE_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(certificates)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(
        and(
          eq(certificates.id, existing.id),
          isNull(certificates.revokedAt),
          isNull(certificates.replacedBy),
        ),
      )
      .returning();
    if (!row) throw new AppError('conflict', ALREADY_ENDED);
    await recordAudit({
      db: tx,
      actor,
      action: 'certificate.revoked',
      targetType: 'certificate',
      targetName: `${row.studentName} · ${row.courseTitle}`,
      details: { certificate_id: row.id, reason },
    });
    return adminViewOf(tx, row, baseUrl);
  });
}

/**
 * After a name correction on the profile: a new certificate (a new id) with the name as it is now and the
 * original's course, scores and completion date; the old one then says Replaced and points to the new one.
 */
export async function reissueCertificate({
  db,
  actor,
  id,
  baseUrl,
}: Lookup & { actor: Actor }): Promise<AdminCertificate> {
  assertAdmin(actor);
  const existing = (await findCertificate(db, id)) ?? notFound(CERTIFICATE_NOT_FOUND);
  const newId = randomUUID();
  return db.transaction(async (tx) => {
    const [old] = await tx
      .update(certificates)
      .set({ replacedBy: newId, replacedAt: new Date() })
      .where(
        and(
          eq(certificates.id, existing.id),
          isNull(certificates.revokedAt),
          isNull(certificates.replacedBy),
        ),
      )
      .returning();
    if (!old) throw new AppError('conflict', ALREADY_ENDED);
    const [student] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
      .from(users)
      .where(eq(users.id, old.studentId));
    const [row] = await tx
      .insert(certificates)
      .values({
        id: newId,
        studentId: old.studentId,
        courseId: old.courseId,
        studentName: student
          ? fullName(student.firstName, student.lastName, student.username)
          : old.studentName,
        courseTitle: old.courseTitle,
        instructorName: old.instructorName,
        scores: old.scores,
        completedAt: old.completedAt,
      })
      .returning();
    if (!row) throw new Error('certificate insert returned nothing');
    await recordAudit({
      db: tx,
      actor,
      action: 'certificate.reissued',
      targetType: 'certificate',
      targetName: `${row.studentName} · ${row.courseTitle}`,
      details: { certificate_id: old.id, replaced_by: row.id },
    });
    await tx.execute(sql`select pg_notify(${CERTIFICATE_CHANNEL}, ${row.id})`);
    return adminViewOf(tx, row, baseUrl);
  });
}

/** 'Certificate - Amani Wanjiru - Introduction to Python.pdf', without characters a file name cannot hold. */
function fileName(row: CertificateRow): string {
  const safe = (text: string) =>
    text
      .normalize('NFC')
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80);
  return `Certificate - ${safe(row.studentName)} - ${safe(row.courseTitle)}.pdf`;
}

/** What the PDF prints, in the student's language and time zone. */
async function printOf(db: Db, row: CertificateRow, baseUrl: string): Promise<CertificatePrint> {
  const [student] = await db
    .select({ language: users.languagePreference, timezone: users.timezone })
    .from(users)
    .where(eq(users.id, row.studentId));
  const reader = { language: student?.language ?? 'en', timeZone: student?.timezone ?? 'UTC' };
  const texts = mailTexts(reader.language).certificate;
  return {
    id: row.id,
    studentName: row.studentName,
    courseTitle: row.courseTitle,
    instructorName: row.instructorName,
    siteName: await siteName(db),
    verificationUrl: verificationUrl(baseUrl, row.id),
    texts: {
      heading: texts.heading,
      awardedTo: texts.awardedTo,
      forCompleting: texts.forCompleting,
      taughtBy: texts.taughtBy(row.instructorName),
      completedOn: texts.completedOn(formatDay(row.completedAt, reader)),
      verifyAt: texts.verifyAt,
      certificateId: texts.certificateId,
    },
    scores: row.scores.map(({ assessment, percentage }) => ({
      assessment,
      percentage: formatPercent(percentage, reader.language),
    })),
  };
}

/**
 * The certificate's PDF: drawn once in a worker thread, then kept in the uploads storage and served from
 * there. Only a certificate that still stands is handed out as a document; its page tells the rest.
 */
export async function certificatePdf({
  ctx,
  id,
  baseUrl,
}: {
  ctx: Pick<AppContext, 'db' | 'storage'>;
  id: string;
  baseUrl: string;
}): Promise<{ bytes: Buffer; fileName: string }> {
  const row = (await findCertificate(ctx.db, id)) ?? notFound(CERTIFICATE_NOT_FOUND);
  if (statusOf(row).status !== 'valid') {
    throw new AppError('conflict', 'This certificate was revoked or replaced: open its page to see why.');
  }
  // The kept copy prints the address it was first asked at: another address (a request's own Host header, when
  // PUBLIC_URL is not set) gets a copy of its own, never kept, so no one can change what others download.
  const kept = row.pdfKey && row.pdfBaseUrl === baseUrl ? await ctx.storage.read(row.pdfKey) : undefined;
  if (kept) return { bytes: kept, fileName: fileName(row) };
  const bytes = await renderInThread(await printOf(ctx.db, row, baseUrl));
  if (row.pdfKey) return { bytes, fileName: fileName(row) };
  const [url] = await ctx.storage.save('certificates', [{ suffix: '.pdf', bytes }]);
  // Two first downloads at once each draw one; the first kept wins and the other file is let go.
  const [stored] = await ctx.db
    .update(certificates)
    .set({ pdfKey: url, pdfBaseUrl: baseUrl })
    .where(and(eq(certificates.id, row.id), isNull(certificates.pdfKey)))
    .returning({ id: certificates.id });
  if (!stored && url) await ctx.storage.remove(url);
  return { bytes, fileName: fileName(row) };
}
