import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ConversationSummary,
  CourseMessageBody,
  DirectMessageBody,
  InstructorStudentContact,
  Message,
  MessageableUser,
  StudentInstructorContact,
} from '@somo/contract/messaging';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema/messages';
import type { Actor } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { fullName } from '../courses/courses.presenter';
import { notifyUsers } from '../notifications/notifications.service';
import { worded } from '../notifications/notification-texts';
import {
  assertCanDeleteMessage,
  assertCanMessageDirectly,
  assertCanReadDirectConversation,
  assertContactsRole,
  findCourseChat,
} from './messaging.policy';
import {
  findMessage,
  findUserName,
  listConversation,
  listDirectConversations,
  listInstructorStudents,
  listMessageableUsers,
  listStudentInstructors,
  markConversationRead,
} from './messaging.queries';
import { isoTime } from '../../lib/sql';

/** Who asks: every use case starts from it. */
type MessagingScope = { db: Db; actor: Actor };

function toMessage(row: Awaited<ReturnType<typeof listConversation>>[number]): Message {
  const { message } = row;
  return {
    id: message.id,
    sender_id: message.senderId,
    sender_name: fullName(row.senderFirstName, row.senderLastName, row.senderUsername),
    recipient_id: message.recipientId,
    recipient_name: fullName(row.recipientFirstName, row.recipientLastName, row.recipientUsername),
    subject: message.subject,
    content: message.content,
    created_at: isoTime(message.createdAt),
    is_read: message.readAt !== null,
    course_id: message.courseId,
    course_title: row.courseTitle,
  };
}

/** The name the recipient knows the sender by, as on the sender's messages and contact cards. */
async function senderName(db: Db, actor: Actor): Promise<string> {
  const row = await findUserName(db, actor.id);
  return row ? fullName(row.firstName, row.lastName, row.username) : actor.username;
}

/** Reading a conversation marks the reader's incoming messages read, in the same step. */
async function readConversation(db: Db, actor: Actor, otherId: number, courseId: number | null) {
  await markConversationRead(db, actor.id, otherId, courseId);
  return (await listConversation(db, actor.id, otherId, courseId)).map(toMessage);
}

export async function getCourseConversation({
  db,
  actor,
  courseId,
  otherId,
}: MessagingScope & { courseId: number; otherId: number }) {
  await findCourseChat({ db, actor, courseId, otherUserId: otherId });
  return readConversation(db, actor, otherId, courseId);
}

export async function getDirectConversation({ db, actor, otherId }: MessagingScope & { otherId: number }) {
  const history = await listConversation(db, actor.id, otherId, null);
  await assertCanReadDirectConversation({ db, actor, otherUserId: otherId, hasHistory: history.length > 0 });
  return readConversation(db, actor, otherId, null);
}

/** A notification shows the start of a long message. */
const preview = (content: string) => (content.length > 140 ? `${content.slice(0, 140)}…` : content);

async function insertMessage(
  db: Db,
  actor: Actor,
  values: { courseId: number | null; recipientId: number; subject: string; content: string },
  notice: { type: 'course_message' | 'message'; courseTitle?: string },
) {
  const name = await senderName(db, actor);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({ ...values, senderId: actor.id })
      .returning({ id: messages.id });
    if (!row) throw new Error('message insert returned nothing');
    await notifyUsers({
      db: tx,
      userIds: [values.recipientId],
      notification: {
        type: notice.type,
        ...(notice.courseTitle
          ? worded('course_message', { course: notice.courseTitle }, { message: preview(values.content) })
          : worded('direct_message', { sender: name }, { message: preview(values.content) })),
        data: {
          sender_name: name,
          url: '/messages',
          ...(values.courseId ? { course_id: values.courseId } : {}),
        },
        relatedCourseId: values.courseId ?? undefined,
      },
    });
    return { message_id: row.id, message: 'Message sent.' };
  });
}

export async function sendCourseMessage({
  db,
  actor,
  body,
}: {
  db: Db;
  actor: Actor;
  body: z.output<typeof CourseMessageBody>;
}) {
  const course = await findCourseChat({
    db,
    actor,
    courseId: body.course_id,
    otherUserId: body.recipient_id,
  });
  return insertMessage(
    db,
    actor,
    { courseId: course.id, recipientId: body.recipient_id, subject: body.subject, content: body.content },
    { type: 'course_message', courseTitle: course.title },
  );
}

export async function sendDirectMessage({
  db,
  actor,
  body,
}: MessagingScope & { body: z.output<typeof DirectMessageBody> }) {
  await assertCanMessageDirectly({ db, actor, otherUserId: body.recipient_id });
  return insertMessage(
    db,
    actor,
    {
      courseId: null,
      recipientId: body.recipient_id,
      subject: body.subject || 'Direct Message',
      content: body.content,
    },
    { type: 'message' },
  );
}

export async function deleteMessage({ db, actor, messageId }: MessagingScope & { messageId: number }) {
  const found = (await findMessage(db, messageId)) ?? notFound('Message not found.');
  assertCanDeleteMessage({ actor, ...found });
  await db.delete(messages).where(eq(messages.id, messageId));
  return { message: 'Message deleted.' };
}

export async function listInstructorsForStudent({
  db,
  actor,
}: MessagingScope): Promise<StudentInstructorContact[]> {
  assertContactsRole({ actor, role: 'student' });
  const rows = await listStudentInstructors(db, actor.id);
  return rows.map((row) => ({
    instructor_id: row.instructor_id,
    instructor_name: fullName(row.first_name, row.last_name, row.username),
    course_id: row.course_id,
    course_title: row.course_title,
    unread_count: row.unread_count,
    last_message_at: row.last_message_at ? isoTime(row.last_message_at) : null,
  }));
}

export async function listStudentsForInstructor({
  db,
  actor,
}: MessagingScope): Promise<InstructorStudentContact[]> {
  assertContactsRole({ actor, role: 'instructor' });
  const rows = await listInstructorStudents(db, actor.id);
  return rows.map((row) => ({
    student_id: row.student_id,
    student_name: fullName(row.first_name, row.last_name, row.username),
    course_id: row.course_id,
    course_title: row.course_title,
    unread_count: row.unread_count,
    last_message_at: isoTime(row.last_message_at),
    enrolled_at: isoTime(row.enrolled_at),
  }));
}

export async function listConversations({ db, actor }: MessagingScope): Promise<ConversationSummary[]> {
  const rows = await listDirectConversations(db, actor.id);
  return rows.map((row) => ({
    user_id: row.user_id,
    username: row.username,
    name: fullName(row.first_name, row.last_name, row.username),
    role: row.role,
    last_message: row.last_message,
    last_message_at: isoTime(row.last_message_at),
    unread_count: row.unread_count,
  }));
}

export async function listMessageable({
  db,
  actor,
  query,
}: MessagingScope & { query: { search?: string; limit?: number } }): Promise<MessageableUser[]> {
  const rows = await listMessageableUsers(db, actor, { search: query.search, limit: query.limit ?? 50 });
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    full_name: fullName(row.first_name, row.last_name, row.username),
    role: row.role,
  }));
}
