import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CertificateScore } from '@somo/contract/certificates';
import { queryRows, type Db } from '../../db/client';
import { certificates } from '../../db/schema/certificates';
import { fullName } from '../courses/courses.presenter';
import { isEnrolled } from '../courses/courses.queries';
import { worded } from '../notifications/notification-texts';
import { notifyUsers } from '../notifications/notifications.service';
import { emitWebhookEvent } from '../webhooks/webhooks.events';

/** Told to every server process when a certificate is issued, so one of them sends its e-mail (certificate-mail.ts). */
export const CERTIFICATE_CHANNEL = 'somo_certificates';

type Standing = {
  course_title: string;
  certificates_enabled: boolean;
  instructor_first: string;
  instructor_last: string;
  instructor_username: string;
  student_first: string;
  student_last: string;
  student_username: string;
  lesson_count: number;
  lessons_done: number;
};

type AssessmentStanding = { title: string; passing_score: number; best: number | null };

/** Where the student stands in the course: lessons done and each active assessment's best submitted result. */
async function standing(db: Db, studentId: number, courseId: number) {
  const [row] = await queryRows<Standing>(
    db,
    sql`select c.title as course_title, c.certificates_enabled,
        i.first_name as instructor_first, i.last_name as instructor_last, i.username as instructor_username,
        s.first_name as student_first, s.last_name as student_last, s.username as student_username,
        (select count(*)::int from lessons l where l.course_id = c.id) as lesson_count,
        (select count(*)::int from lesson_completions lc join lessons l on l.id = lc.lesson_id
          where lc.student_id = s.id and l.course_id = c.id) as lessons_done
      from courses c join users i on i.id = c.instructor_id join users s on s.id = ${studentId}
      where c.id = ${courseId}`,
  );
  const assessments = await queryRows<AssessmentStanding>(
    db,
    sql`select a.title, a.passing_score::float8 as passing_score,
        (select max(sub.percentage)::float8 from submissions sub
          where sub.assessment_id = a.id and sub.student_id = ${studentId} and sub.status = 'submitted') as best
      from assessments a where a.course_id = ${courseId} and a.is_active order by a.id`,
  );
  return row ? { ...row, assessments } : undefined;
}

/**
 * Issues the student's certificate for the course if this step completed it: every lesson marked complete and
 * every active assessment passed (a submitted attempt at or above its passing score), in a course that awards
 * certificates. Call it inside the transaction of the step (a lesson marked, an attempt finished or graded).
 * The enrolment row is locked first, so two last steps racing are checked one after the other: the second
 * sees the first's work, and exactly one certificate is issued. Answers the new certificate's id, if any.
 */
export async function issueCertificateIfComplete({
  db,
  studentId,
  courseId,
}: {
  db: Db;
  studentId: number;
  courseId: number;
}): Promise<string | undefined> {
  if (!(await isEnrolled(db, studentId, courseId, { lock: true }))) return undefined;
  const [existing] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(
      and(
        eq(certificates.studentId, studentId),
        eq(certificates.courseId, courseId),
        isNull(certificates.replacedBy),
      ),
    );
  if (existing) return undefined;
  const now = await standing(db, studentId, courseId);
  if (!now?.certificates_enabled || now.lesson_count === 0 || now.lessons_done < now.lesson_count)
    return undefined;
  if (now.assessments.some(({ best, passing_score }) => best === null || best < passing_score))
    return undefined;

  const scores: CertificateScore[] = now.assessments.map(({ title, best }) => ({
    assessment: title,
    percentage: best ?? 0,
  }));
  const [issued] = await db
    .insert(certificates)
    .values({
      studentId,
      courseId,
      studentName: fullName(now.student_first, now.student_last, now.student_username),
      courseTitle: now.course_title,
      instructorName: fullName(now.instructor_first, now.instructor_last, now.instructor_username),
      scores,
    })
    .onConflictDoNothing()
    .returning({ id: certificates.id, issuedAt: certificates.issuedAt });
  if (!issued) return undefined;
  await notifyUsers({
    db,
    userIds: [studentId],
    notification: {
      type: 'enrollment',
      ...worded('certificate_issued', { course: now.course_title }),
      data: { course_id: courseId, url: `/certificates/${issued.id}` },
      relatedCourseId: courseId,
    },
  });
  await emitWebhookEvent({
    db,
    type: 'certificate.issued',
    data: {
      certificate_id: issued.id,
      student_id: studentId,
      course_id: courseId,
      issued_at: issued.issuedAt.toISOString(),
    },
  });
  await db.execute(sql`select pg_notify(${CERTIFICATE_CHANNEL}, ${issued.id})`);
  return issued.id;
}
