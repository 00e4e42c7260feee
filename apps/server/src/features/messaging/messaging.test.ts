import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications';
import { buildCourse, buildUser, enrollStudent, signIn, type BuiltUser } from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
type Person = { user: BuiltUser; token: string };
let teacher: Person;
let student: Person;
let classmate: Person;
let outsider: Person;
let otherTeacher: Person;
let admin: Person;
let courseId: number;

async function person(role: 'student' | 'instructor' | 'admin', firstName = 'Test'): Promise<Person> {
  const user = await buildUser(t.db, { role, firstName });
  return { user, token: (await signIn(t.app, user)).access };
}

const send = (from: Person, to: Person, content = 'Hello', subject = 'Question') =>
  call(t.app, 'POST', '/api/messaging/send/', {
    token: from.token,
    body: { course_id: courseId, recipient_id: to.user.id, subject, content },
  });

beforeAll(async () => {
  t = await createTestApp();
  teacher = await person('instructor', 'Grace');
  student = await person('student', 'Amani');
  classmate = await person('student', 'Baraka');
  outsider = await person('student', 'Chausiku');
  otherTeacher = await person('instructor', 'Daudi');
  admin = await person('admin', 'Eliza');
  const course = await buildCourse(t.db, { instructorId: teacher.user.id, title: 'Chemistry' });
  courseId = course.id;
  await enrollStudent(t.db, student.user.id, courseId);
  await enrollStudent(t.db, classmate.user.id, courseId);
});
afterAll(async () => {
  await t?.close();
});

describe('course chat', () => {
  it('lets a student and the course instructor talk, notifies and marks read on opening', async () => {
    const sent = await send(student, teacher, 'When is the test?');
    expect(sent.status).toBe(201);
    expect(sent.body.message_id).toEqual(expect.any(Number));
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, teacher.user.id));
    // The sender's full name, as on the recipient's contact cards, so the notification's search finds them.
    expect(notice).toMatchObject({
      type: 'course_message',
      title: 'New message in Chemistry',
      data: {
        sender_name: `${student.user.firstName} ${student.user.lastName}`,
        url: '/messages',
        course_id: courseId,
      },
      relatedCourseId: courseId,
    });

    const contacts = await call(t.app, 'GET', '/api/messaging/instructor-students/', {
      token: teacher.token,
    });
    expect(contacts.body).toEqual([
      expect.objectContaining({
        student_id: student.user.id,
        course_id: courseId,
        course_title: 'Chemistry',
        unread_count: 1,
      }),
    ]);
    const unread = await call(t.app, 'GET', '/api/messaging/unread-count/', { token: teacher.token });
    expect(unread.body.unread_count).toBe(1);

    const thread = await call(t.app, 'GET', `/api/messaging/course/${courseId}/${student.user.id}/`, {
      token: teacher.token,
    });
    expect(thread.body).toMatchObject([
      {
        content: 'When is the test?',
        subject: 'Question',
        course_title: 'Chemistry',
        sender_id: student.user.id,
      },
    ]);
    const after = await call(t.app, 'GET', '/api/messaging/unread-count/', { token: teacher.token });
    expect(after.body.unread_count).toBe(0);

    await send(teacher, student, 'On Friday.');
    const instructors = await call(t.app, 'GET', '/api/messaging/student-instructors/', {
      token: student.token,
    });
    expect(instructors.body).toEqual([
      expect.objectContaining({
        instructor_id: teacher.user.id,
        course_id: courseId,
        unread_count: 1,
        last_message_at: expect.any(String),
      }),
    ]);
  });

  it('answers 404 for pairs outside the course', async () => {
    for (const [from, to] of [
      [outsider, teacher],
      [student, classmate],
      [otherTeacher, student],
      [admin, student],
    ] as const) {
      expect((await send(from, to)).status).toBe(404);
      const read = await call(t.app, 'GET', `/api/messaging/course/${courseId}/${to.user.id}/`, {
        token: from.token,
      });
      expect(read.status).toBe(404);
    }
  });

  it('validates subject and content', async () => {
    const blank = await send(student, teacher, ' ', ' ');
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe('Please fill in subject and message content');
    const long = await send(student, teacher, 'x'.repeat(5001));
    expect(long.status).toBe(400);
  });

  it('lets the sender or the course instructor delete, not the student recipient', async () => {
    const fromTeacher = await send(teacher, student, 'Delete me');
    const byStudent = await call(t.app, 'DELETE', `/api/messaging/delete/${fromTeacher.body.message_id}/`, {
      token: student.token,
    });
    expect(byStudent.status).toBe(403);
    const byOutsider = await call(t.app, 'DELETE', `/api/messaging/delete/${fromTeacher.body.message_id}/`, {
      token: outsider.token,
    });
    expect(byOutsider.status).toBe(404);

    const fromStudent = await send(student, teacher, 'Mine');
    const byTeacher = await call(t.app, 'DELETE', `/api/messaging/delete/${fromStudent.body.message_id}/`, {
      token: teacher.token,
    });
    expect(byTeacher.status).toBe(200);
    const own = await call(t.app, 'DELETE', `/api/messaging/delete/${fromTeacher.body.message_id}/`, {
      token: teacher.token,
    });
    expect(own.status).toBe(200);
    expect(
      (await call(t.app, 'DELETE', '/api/messaging/delete/999999/', { token: teacher.token })).status,
    ).toBe(404);
  });

  it('keeps contact lists to the right role', async () => {
    expect(
      (await call(t.app, 'GET', '/api/messaging/student-instructors/', { token: teacher.token })).status,
    ).toBe(403);
    expect(
      (await call(t.app, 'GET', '/api/messaging/instructor-students/', { token: student.token })).status,
    ).toBe(403);
  });
});

describe('direct messages', () => {
  it('lets anyone message an admin and lists the conversation with unread counts', async () => {
    const sent = await call(t.app, 'POST', '/api/messages/send/', {
      token: outsider.token,
      body: { recipient_id: admin.user.id, subject: 'Direct Message', content: 'I cannot enrol' },
    });
    expect(sent.status).toBe(201);
    const list = await call(t.app, 'GET', '/api/messages/', { token: admin.token });
    expect(list.body).toEqual([
      expect.objectContaining({
        user_id: outsider.user.id,
        last_message: 'I cannot enrol',
        unread_count: 1,
        role: 'student',
      }),
    ]);
    const conversation = await call(t.app, 'GET', `/api/messages/conversation/${outsider.user.id}/`, {
      token: admin.token,
    });
    expect(conversation.body).toHaveLength(1);
    expect((await call(t.app, 'GET', '/api/messages/', { token: admin.token })).body[0].unread_count).toBe(0);
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, admin.user.id));
    const outsiderName = `${outsider.user.firstName} ${outsider.user.lastName}`;
    expect(notice).toMatchObject({
      type: 'message',
      title: `New message from ${outsiderName}`,
      data: { sender_name: outsiderName, url: '/messages' },
    });
  });

  it('allows people who share a course, refuses strangers with 404', async () => {
    const classmates = await call(t.app, 'POST', '/api/messages/send/', {
      token: student.token,
      body: { recipient_id: classmate.user.id, content: 'Study group?' },
    });
    expect(classmates.status).toBe(201);
    const stranger = await call(t.app, 'POST', '/api/messages/send/', {
      token: outsider.token,
      body: { recipient_id: teacher.user.id, content: 'Hi' },
    });
    expect(stranger.status).toBe(404);
    const peek = await call(t.app, 'GET', `/api/messages/conversation/${classmate.user.id}/`, {
      token: outsider.token,
    });
    expect(peek.status).toBe(404);
    const blank = await call(t.app, 'POST', '/api/messages/send/', {
      token: student.token,
      body: { recipient_id: classmate.user.id, content: '   ' },
    });
    expect(blank.status).toBe(400);
  });

  it('lists messageable users by the rules', async () => {
    const forStudent = await call(t.app, 'GET', '/api/users/messageable/', { token: student.token });
    const ids = forStudent.body.map((user: { id: number }) => user.id);
    expect(ids).toEqual(expect.arrayContaining([admin.user.id, teacher.user.id, classmate.user.id]));
    expect(ids).not.toContain(outsider.user.id);
    expect(ids).not.toContain(student.user.id);

    const forAdmin = await call(t.app, 'GET', '/api/users/messageable/?search=chausiku', {
      token: admin.token,
    });
    expect(forAdmin.body.map((user: { id: number }) => user.id)).toEqual([outsider.user.id]);
  });
});

describe('names', () => {
  it('shows each side by full name, or by username when no name is set, in every list and message', async () => {
    const named = await buildUser(t.db, { role: 'instructor', firstName: 'Grace', lastName: 'Nakato' });
    const bare = await buildUser(t.db, { firstName: '', lastName: '' });
    const teacherToken = (await signIn(t.app, named)).access;
    const studentToken = (await signIn(t.app, bare)).access;
    const course = await buildCourse(t.db, { instructorId: named.id, title: 'Kiswahili' });
    await enrollStudent(t.db, bare.id, course.id);
    const sent = await call(t.app, 'POST', '/api/messaging/send/', {
      token: studentToken,
      body: { course_id: course.id, recipient_id: named.id, subject: 'Hello', content: 'Habari' },
    });
    expect(sent.status).toBe(201);
    await call(t.app, 'POST', '/api/messages/send/', {
      token: teacherToken,
      body: { recipient_id: bare.id, content: 'Karibu' },
    });

    const instructors = await call(t.app, 'GET', '/api/messaging/student-instructors/', {
      token: studentToken,
    });
    expect(instructors.body).toEqual([expect.objectContaining({ instructor_name: 'Grace Nakato' })]);
    const students = await call(t.app, 'GET', '/api/messaging/instructor-students/', { token: teacherToken });
    expect(students.body).toEqual([expect.objectContaining({ student_name: bare.username })]);
    const chat = await call(t.app, 'GET', `/api/messaging/course/${course.id}/${bare.id}/`, {
      token: teacherToken,
    });
    expect(chat.body).toEqual([
      expect.objectContaining({ sender_name: bare.username, recipient_name: 'Grace Nakato' }),
    ]);
    const conversations = await call(t.app, 'GET', '/api/messages/', { token: studentToken });
    expect(conversations.body).toEqual([
      expect.objectContaining({ user_id: named.id, username: named.username, name: 'Grace Nakato' }),
    ]);
    const messageable = await call(t.app, 'GET', '/api/users/messageable/?search=nakato', {
      token: studentToken,
    });
    expect(messageable.body).toEqual([
      { id: named.id, username: named.username, full_name: 'Grace Nakato', role: 'instructor' },
    ]);
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, bare.id));
    expect(notice).toMatchObject({
      title: 'New message from Grace Nakato',
      data: { sender_name: 'Grace Nakato' },
    });
  });
});

describe('sending limit', () => {
  it('refuses a 31st message within a minute with 429 and Retry-After, for direct and course messages', async () => {
    const sender = await person('student', 'Fumo');
    await enrollStudent(t.db, sender.user.id, courseId);
    const direct = () =>
      call(t.app, 'POST', '/api/messages/send/', {
        token: sender.token,
        body: { recipient_id: admin.user.id, subject: 'Hi', content: 'Hello admin' },
      });
    for (let i = 0; i < 30; i += 1) expect((await direct()).status).toBe(201);

    const refused = await direct();
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(refused.body.error).toBe(refused.body.detail);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(sender, teacher)).status).toBe(429);

    const toAdmin = await t.db.select().from(notifications).where(eq(notifications.userId, admin.user.id));
    expect(toAdmin.filter((notice) => notice.title.startsWith('New message from Fumo'))).toHaveLength(30);
    expect((await send(classmate, teacher)).status).toBe(201);
  });
});
