import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announcements } from '../../db/schema/announcements';
import { courses } from '../../db/schema/courses';
import { messages } from '../../db/schema/messages';
import { notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import type { Actor } from '../../lib/auth';
import { createAnnouncement } from '../announcements/announcements.service';
import { sendCourseMessage } from '../messaging/messaging.service';

const HOUR = 3_600_000;
export const DEMO_CHAT_COURSE = 'Introduction to Python Programming';

type Line = {
  from: 'student' | 'instructor';
  hoursAgo: number;
  subject: string;
  content: string;
  read: boolean;
};

/** A short course chat; the last line is still unread, so the instructor's bell and inbox show it. */
const CONVERSATION: Line[] = [
  {
    from: 'student',
    hoursAgo: 50,
    subject: 'Question about loops',
    content: 'Hello! In the loops lesson, why does range(5) stop at 4 and not at 5?',
    read: true,
  },
  {
    from: 'instructor',
    hoursAgo: 47,
    subject: 'Re: Question about loops',
    content:
      'Good question! range(5) gives five numbers starting from 0: 0, 1, 2, 3 and 4. Try print(list(range(5))) to see them all.',
    read: true,
  },
  {
    from: 'student',
    hoursAgo: 3,
    subject: 'Thank you',
    content: 'That makes sense now, thank you! I will try the exercises in the functions lesson tonight.',
    read: false,
  },
];

const ANNOUNCEMENT = {
  hoursAgo: 26,
  title: 'Welcome to the course',
  content:
    'Welcome, everyone! Work through one lesson at a time and run every example yourself. Questions are welcome in the course forum or in a private message.',
};

export async function actorFor(db: Db, username: string): Promise<Actor> {
  const [row] = await db
    .select({ id: users.id, role: users.role, isSuperuser: users.isSuperuser })
    .from(users)
    .where(eq(users.username, username));
  if (!row) throw new Error(`demo user ${username} missing`);
  return { ...row, username };
}

async function latestNotificationId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${notifications.id}), 0)::int` })
    .from(notifications);
  return row?.id ?? 0;
}

/**
 * Runs one step through the same service the API uses, then dates the notifications it wrote to when the
 * demo story says it happened, read or not.
 */
export async function backdated<T>(db: Db, at: Date, read: boolean, step: () => Promise<T>): Promise<T> {
  const before = await latestNotificationId(db);
  const result = await step();
  await db.update(notifications).set({ createdAt: at, isRead: read }).where(gt(notifications.id, before));
  return result;
}

async function hasAnnouncement(db: Db, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.courseId, courseId), eq(announcements.title, ANNOUNCEMENT.title)))
    .limit(1);
  return !!row;
}

async function hasConversation(db: Db, courseId: number, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.courseId, courseId),
        inArray(messages.senderId, [a, b]),
        inArray(messages.recipientId, [a, b]),
      ),
    )
    .limit(1);
  return !!row;
}

async function seedConversation(db: Db, courseId: number, student: Actor, instructor: Actor, now: number) {
  if (await hasConversation(db, courseId, student.id, instructor.id)) return;
  for (const line of CONVERSATION) {
    const [from, to] = line.from === 'student' ? [student, instructor] : [instructor, student];
    const at = new Date(now - line.hoursAgo * HOUR);
    const sent = await backdated(db, at, line.read, () =>
      sendCourseMessage({
        db,
        actor: from,
        body: { course_id: courseId, recipient_id: to.id, subject: line.subject, content: line.content },
      }),
    );
    await db
      .update(messages)
      .set({ createdAt: at, readAt: line.read ? at : null })
      .where(eq(messages.id, sent.message_id));
  }
}

async function seedAnnouncement(db: Db, courseId: number, instructor: Actor, now: number) {
  if (await hasAnnouncement(db, courseId)) return;
  const at = new Date(now - ANNOUNCEMENT.hoursAgo * HOUR);
  const created = await backdated(db, at, false, () =>
    createAnnouncement({
      db,
      actor: instructor,
      input: {
        course_id: courseId,
        title: ANNOUNCEMENT.title,
        content: ANNOUNCEMENT.content,
        is_urgent: false,
      },
    }),
  );
  await db.update(announcements).set({ createdAt: at }).where(eq(announcements.id, created.id));
}

/**
 * Gives demo_student and demo_instructor a course conversation and an announcement, with the notifications
 * they bring, so the bell, the notifications page and the messages page have something to show.
 */
export async function seedDemoMessages(db: Db) {
  const student = await actorFor(db, 'demo_student');
  const instructor = await actorFor(db, 'demo_instructor');
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.title, DEMO_CHAT_COURSE), eq(courses.instructorId, instructor.id)));
  if (!course) return;
  const now = Date.now();
  await seedConversation(db, course.id, student, instructor, now);
  await seedAnnouncement(db, course.id, instructor, now);
}
