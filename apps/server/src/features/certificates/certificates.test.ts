import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { assessments } from '../../db/schema/assessments';
import { auditLog } from '../../db/schema/admin';
import { certificates } from '../../db/schema/certificates';
import { notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import { webhookEndpoints, webhookEvents } from '../../db/schema/webhooks';
import { buildCourse, buildLesson, buildUser, enrollStudent, signIn } from '../../../test/factories';
import { outboxMailsTo } from '../../../test/outbox';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let instructor: Awaited<ReturnType<typeof buildUser>>;
let adminToken: string;

const PUBLIC_URL = 'https://learn.example.org';

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  instructor = await buildUser(t.db, { role: 'instructor', firstName: 'Grace', lastName: 'Achieng' });
  const admin = await buildUser(t.db, { role: 'admin', username: 'chief_admin' });
  adminToken = (await signIn(t.app, admin)).access;
  // An integrator listening for certificates (no delivery worker runs in these tests: only the event is checked).
  await t.db.insert(webhookEndpoints).values({
    url: 'https://hooks.example.org/somo',
    events: ['certificate.issued'],
    secret: 'whsec_test',
  });
});
afterAll(async () => {
  await t?.close();
});

/** A published course with two lessons and one active assessment of one multiple-choice question (pass at 50 %). */
async function shortCourse(overrides: { certificatesEnabled?: boolean } = {}) {
  const course = await buildCourse(t.db, {
    instructorId: instructor.id,
    title: 'Soil and Water',
    ...overrides,
  });
  const first = await buildLesson(t.db, { courseId: course.id, order: 1 });
  const last = await buildLesson(t.db, { courseId: course.id, order: 2 });
  const lessons = [first, last];
  const [assessment] = await t.db
    .insert(assessments)
    .values({
      courseId: course.id,
      title: 'Soil quiz',
      passingScore: 50,
      attemptsAllowed: 3,
      durationMinutes: 30,
      questions: [
        {
          question: 'Which soil holds most water?',
          type: 'multiple_choice',
          options: ['Sand', 'Clay'],
          correct_answer: 1,
        },
      ],
    })
    .returning();
  if (!assessment) throw new Error('assessment not created');
  return { course, lessons, first, last, assessment };
}

async function enrolledStudent(courseId: number, names: { firstName?: string; lastName?: string } = {}) {
  const student = await buildUser(t.db, {
    role: 'student',
    firstName: 'Amani',
    lastName: 'Wanjiru',
    ...names,
  });
  await enrollStudent(t.db, student.id, courseId);
  const { access } = await signIn(t.app, student);
  return { student, token: access };
}

const completeLesson = (token: string, courseId: number, lessonId: number) =>
  call(t.app, 'POST', `/api/student/courses/${courseId}/lessons/${lessonId}/complete/`, { token });

async function takeAssessment(token: string, assessmentId: number, answer: number) {
  const started = await call(t.app, 'POST', `/api/student/assessments/${assessmentId}/start/`, { token });
  expect(started.status).toBe(200);
  return call(t.app, 'POST', `/api/student/assessments/${assessmentId}/submit/`, {
    token,
    body: { answers: { '0': answer } },
  });
}

const myCertificates = (token: string) => call(t.app, 'GET', '/api/certificates/', { token });

describe('earning a certificate', () => {
  it('is issued only when every lesson is done and every assessment passed, once, with its facts', async () => {
    const { course, first, last, assessment } = await shortCourse();
    const { student, token } = await enrolledStudent(course.id);

    await completeLesson(token, course.id, first.id);
    expect((await takeAssessment(token, assessment.id, 0)).status).toBe(200); // failed: 0 %
    await completeLesson(token, course.id, last.id);
    expect((await myCertificates(token)).body).toEqual([]);

    expect((await takeAssessment(token, assessment.id, 1)).status).toBe(200); // passed: 100 %
    const mine = await myCertificates(token);
    expect(mine.body).toHaveLength(1);
    const [certificate] = mine.body;
    expect(certificate).toMatchObject({
      student_name: 'Amani Wanjiru',
      course_title: 'Soil and Water',
      instructor_name: 'Grace Achieng',
      course_id: course.id,
      status: 'valid',
      scores: [{ assessment: 'Soil quiz', percentage: 100 }],
      site_name: 'Somo',
      verification_url: `${PUBLIC_URL}/certificates/${certificate.id}`,
    });
    expect(certificate.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    // Marking a lesson again, or passing again, issues nothing more.
    await completeLesson(token, course.id, last.id);
    await takeAssessment(token, assessment.id, 1);
    expect((await myCertificates(token)).body).toHaveLength(1);

    const told = await t.db.select().from(notifications).where(eq(notifications.userId, student.id));
    expect(told.filter((note) => note.data.text?.key === 'certificate_issued')).toHaveLength(1);
    const events = await t.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.type, 'certificate.issued'));
    expect(
      events.some((event) => (event.data as { certificate_id: string }).certificate_id === certificate.id),
    ).toBe(true);

    // The e-mail goes once, with the links.
    await t.app.inject({ method: 'GET', url: '/api/health/' });
    await expect
      .poll(async () => (await outboxMailsTo(t.config.dataDir, student.email)).length, { timeout: 5000 })
      .toBe(1);
    const [mail] = await outboxMailsTo(t.config.dataDir, student.email);
    expect(mail?.subject).toBe('Your certificate for "Soil and Water"');
    expect(mail?.text).toContain(`${PUBLIC_URL}/certificates/${certificate.id}`);
    expect(mail?.text).toContain(`${PUBLIC_URL}/api/certificates/${certificate.id}/pdf/`);
  });

  it('issues exactly one when the last lesson and the passing attempt race', async () => {
    const { course, first, last, assessment } = await shortCourse();
    const { token } = await enrolledStudent(course.id);
    await completeLesson(token, course.id, first.id);
    await call(t.app, 'POST', `/api/student/assessments/${assessment.id}/start/`, { token });
    const [lesson, submitted] = await Promise.all([
      completeLesson(token, course.id, last.id),
      call(t.app, 'POST', `/api/student/assessments/${assessment.id}/submit/`, {
        token,
        body: { answers: { '0': 1 } },
      }),
    ]);
    expect(lesson.status).toBe(200);
    expect(submitted.status).toBe(200);
    expect((await myCertificates(token)).body).toHaveLength(1);
  });

  it('is not issued when the instructor switched certificates off, nor in a course without lessons', async () => {
    const { course, lessons, assessment } = await shortCourse({ certificatesEnabled: false });
    const { token } = await enrolledStudent(course.id);
    for (const lesson of lessons) await completeLesson(token, course.id, lesson.id);
    await takeAssessment(token, assessment.id, 1);
    expect((await myCertificates(token)).body).toEqual([]);

    const empty = await buildCourse(t.db, { instructorId: instructor.id });
    const other = await enrolledStudent(empty.id);
    expect((await myCertificates(other.token)).body).toEqual([]);
  });

  it("saves the instructor's choice to award certificates", async () => {
    const { course } = await shortCourse();
    const instructorToken = (await signIn(t.app, instructor)).access;
    const settings = await call(t.app, 'PUT', `/api/instructor/courses/${course.id}/settings/update/`, {
      token: instructorToken,
      body: { certificates_enabled: false },
    });
    expect(settings.status).toBe(200);
    expect(settings.body.certificates_enabled).toBe(false);
    const [row] = await t.db.select().from(certificates).where(eq(certificates.courseId, course.id));
    expect(row).toBeUndefined();
  });
});

describe('verifying a certificate', () => {
  async function issued() {
    const { course, lessons, assessment } = await shortCourse();
    const who = await enrolledStudent(course.id, { firstName: 'Zoë', lastName: 'Nyambura' });
    for (const lesson of lessons) await completeLesson(who.token, course.id, lesson.id);
    await takeAssessment(who.token, assessment.id, 1);
    const [certificate] = (await myCertificates(who.token)).body;
    return { ...who, course, certificate };
  }

  it('shows anyone its public facts without signing in, and 404 for an unknown or malformed id', async () => {
    const { certificate } = await issued();
    const seen = await call(t.app, 'GET', `/api/certificates/${certificate.id}/`);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({
      id: certificate.id,
      student_name: 'Zoë Nyambura',
      course_title: 'Soil and Water',
      instructor_name: 'Grace Achieng',
      completed_at: expect.any(String),
      scores: [{ assessment: 'Soil quiz', percentage: 100 }],
      status: 'valid',
      status_changed_at: null,
      revoked_reason: null,
      replaced_by: null,
      site_name: 'Somo',
      verification_url: `${PUBLIC_URL}/certificates/${certificate.id}`,
    });
    expect(JSON.stringify(seen.body)).not.toMatch(/@|email|username/);
    for (const id of ['0b8f5d5e-8a5b-4c71-9d6e-3e1a2f4b5c6d', 'not-a-certificate', "1'; drop table x; --"]) {
      const missing = await call(t.app, 'GET', `/api/certificates/${encodeURIComponent(id)}/`);
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('not_found');
    }
  });

  it('answers a one-page A4 landscape PDF with the name, course and verification link, kept after the first', async () => {
    const { certificate } = await issued();
    const response = await t.app.inject({ method: 'GET', url: `/api/certificates/${certificate.id}/pdf/` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Certificate - Zoe Nyambura - Soil and Water.pdf"; filename*=UTF-8''${encodeURIComponent('Certificate - Zoë Nyambura - Soil and Water.pdf')}`,
    );
    const bytes = new Uint8Array(response.rawPayload);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pdf = await getDocumentProxy(bytes);
    expect(pdf.numPages).toBe(1);
    const page = await pdf.getPage(1);
    const [, , width, height] = page.view;
    expect(Math.round(width ?? 0)).toBe(842);
    expect(Math.round(height ?? 0)).toBe(595);
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Zoë Nyambura');
    expect(text).toContain('Soil and Water');
    expect(text).toContain(`${PUBLIC_URL}/certificates/${certificate.id}`);

    const [row] = await t.db.select().from(certificates).where(eq(certificates.id, certificate.id));
    expect(row?.pdfKey).toMatch(/^\/media\/certificates\/.+\.pdf$/);
    const again = await t.app.inject({ method: 'GET', url: `/api/certificates/${certificate.id}/pdf/` });
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('shows Revoked with the date and reason once an admin revokes it, audit-logged, and only admins may', async () => {
    const { certificate, token } = await issued();
    const url = `/api/admin/certificates/${certificate.id}/revoke/`;
    expect((await call(t.app, 'POST', url, { token, body: { reason: 'Copied exam' } })).status).toBe(403);
    expect((await call(t.app, 'POST', url, { body: { reason: 'Copied exam' } })).status).toBe(401);
    const blank = await call(t.app, 'POST', url, { token: adminToken, body: { reason: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.fields.reason).toBe('Please give a reason');
    for (const reason of ['Copied\u0000exam', 'x'.repeat(501)]) {
      const bad = await call(t.app, 'POST', url, { token: adminToken, body: { reason } });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('validation_error');
    }
    const longId = await call(t.app, 'GET', `/api/certificates/${'a'.repeat(5000)}/`);
    expect(longId.status).toBeGreaterThanOrEqual(400);
    expect(longId.status).toBeLessThan(500);
    expect(longId.body.code).toEqual(expect.any(String));
    const nulSearch = await call(t.app, 'GET', '/api/admin/certificates/?search=a%00b', {
      token: adminToken,
    });
    expect(nulSearch.status).toBe(400);

    const revoked = await call(t.app, 'POST', url, { token: adminToken, body: { reason: 'Copied exam' } });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ status: 'revoked', revoked_reason: 'Copied exam' });
    const seen = await call(t.app, 'GET', `/api/certificates/${certificate.id}/`);
    expect(seen.body).toMatchObject({ status: 'revoked', revoked_reason: 'Copied exam' });
    expect(Date.parse(seen.body.status_changed_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await call(t.app, 'POST', url, { token: adminToken, body: { reason: 'Again' } })).status).toBe(
      409,
    );
    const pdf = await t.app.inject({ method: 'GET', url: `/api/certificates/${certificate.id}/pdf/` });
    expect(pdf.statusCode).toBe(409);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'certificate.revoked'));
    expect(
      audit.some((entry) => (entry.details as { certificate_id?: string }).certificate_id === certificate.id),
    ).toBe(true);
    // Still counted nowhere as earned: the student's list shows it revoked.
    expect((await myCertificates(token)).body[0].status).toBe('revoked');
  });

  it('re-issues with the corrected name under a new id, the old one saying Replaced', async () => {
    const { certificate, student } = await issued();
    await t.db.update(users).set({ firstName: 'Zoe Wanjiku' }).where(eq(users.id, student.id));
    const reissued = await call(t.app, 'POST', `/api/admin/certificates/${certificate.id}/reissue/`, {
      token: adminToken,
    });
    expect(reissued.status).toBe(201);
    expect(reissued.body.id).not.toBe(certificate.id);
    expect(reissued.body).toMatchObject({
      student_name: 'Zoe Wanjiku Nyambura',
      status: 'valid',
      completed_at: certificate.completed_at,
      student_username: student.username,
    });
    const old = await call(t.app, 'GET', `/api/certificates/${certificate.id}/`);
    expect(old.body).toMatchObject({ status: 'replaced', replaced_by: reissued.body.id });
    const again = await call(t.app, 'POST', `/api/admin/certificates/${certificate.id}/reissue/`, {
      token: adminToken,
    });
    expect(again.status).toBe(409);
  });
});

describe('who sees which certificates', () => {
  it('lists only your own, to students only; admins search them all', async () => {
    const { course, lessons, assessment } = await shortCourse();
    const owner = await enrolledStudent(course.id, { firstName: 'Baraka', lastName: 'Otieno' });
    for (const lesson of lessons) await completeLesson(owner.token, course.id, lesson.id);
    await takeAssessment(owner.token, assessment.id, 1);
    const stranger = await enrolledStudent(course.id, { firstName: 'Neema' });
    expect((await myCertificates(owner.token)).body).toHaveLength(1);
    expect((await myCertificates(stranger.token)).body).toEqual([]);
    const instructorToken = (await signIn(t.app, instructor)).access;
    expect((await myCertificates(instructorToken)).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/certificates/')).status).toBe(401);

    const found = await call(t.app, 'GET', '/api/admin/certificates/?search=baraka', { token: adminToken });
    expect(found.status).toBe(200);
    expect(found.body.map((c: { student_name: string }) => c.student_name)).toEqual(['Baraka Otieno']);
    expect((await call(t.app, 'GET', '/api/admin/certificates/', { token: owner.token })).status).toBe(403);

    // The instructor's Students tab shows who earned one.
    const roster = await call(t.app, 'GET', `/api/instructor/courses/${course.id}/students/`, {
      token: instructorToken,
    });
    const byName = Object.fromEntries(
      roster.body.students.map((s: { full_name: string; certificate: unknown }) => [
        s.full_name,
        s.certificate,
      ]),
    );
    expect(byName['Baraka Otieno']).toEqual({ id: expect.any(String), issued_at: expect.any(String) });
    expect(byName['Neema Wanjiru']).toBeNull();
  });
});
