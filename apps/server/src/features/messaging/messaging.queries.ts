import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../../db/client';
import { courses } from '../../db/schema/courses';
import { messages } from '../../db/schema/messages';
import { users } from '../../db/schema/users';
import { containsPattern } from '../../lib/sql';

const sender = alias(users, 'sender');
const recipient = alias(users, 'recipient');

const between = (a: number, b: number) =>
  or(
    and(eq(messages.senderId, a), eq(messages.recipientId, b)),
    and(eq(messages.senderId, b), eq(messages.recipientId, a)),
  );

export async function listConversation(db: Db, me: number, other: number, courseId: number | null) {
  return db
    .select({
      message: messages,
      senderUsername: sender.username,
      senderFirstName: sender.firstName,
      senderLastName: sender.lastName,
      recipientUsername: recipient.username,
      recipientFirstName: recipient.firstName,
      recipientLastName: recipient.lastName,
      courseTitle: courses.title,
    })
    .from(messages)
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .innerJoin(recipient, eq(recipient.id, messages.recipientId))
    .leftJoin(courses, eq(courses.id, messages.courseId))
    .where(
      and(
        between(me, other),
        courseId === null ? isNull(messages.courseId) : eq(messages.courseId, courseId),
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

export async function markConversationRead(db: Db, me: number, other: number, courseId: number | null) {
  await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(messages.senderId, other),
        eq(messages.recipientId, me),
        isNull(messages.readAt),
        courseId === null ? isNull(messages.courseId) : eq(messages.courseId, courseId),
      ),
    );
}

export async function findUserName(db: Db, id: number) {
  const [row] = await db
    .select({ username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function findMessage(db: Db, id: number) {
  const [row] = await db
    .select({ message: messages, courseInstructorId: courses.instructorId })
    .from(messages)
    .leftJoin(courses, eq(courses.id, messages.courseId))
    .where(eq(messages.id, id));
  return row;
}

export async function countUnreadMessages(db: Db, me: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.recipientId, me), isNull(messages.readAt)));
  return row?.n ?? 0;
}

export type StudentInstructorRow = {
  instructor_id: number;
  username: string;
  first_name: string;
  last_name: string;
  course_id: number;
  course_title: string;
  unread_count: number;
  last_message_at: Date | string | null;
};

export async function listStudentInstructors(db: Db, studentId: number) {
  return queryRows<StudentInstructorRow>(
    db,
    sql`select c.instructor_id, u.username, u.first_name, u.last_name, c.id as course_id, c.title as course_title,
        (select count(*)::int from messages m where m.course_id = c.id and m.sender_id = c.instructor_id
           and m.recipient_id = ${studentId} and m.read_at is null) as unread_count,
        (select max(m.created_at) from messages m where m.course_id = c.id
           and ((m.sender_id = c.instructor_id and m.recipient_id = ${studentId})
             or (m.sender_id = ${studentId} and m.recipient_id = c.instructor_id))) as last_message_at
      from enrollments e
      join courses c on c.id = e.course_id
      join users u on u.id = c.instructor_id
      where e.student_id = ${studentId} and e.is_active
      order by last_message_at desc nulls last, c.title`,
  );
}

export type InstructorStudentRow = {
  student_id: number;
  username: string;
  first_name: string;
  last_name: string;
  course_id: number;
  course_title: string;
  unread_count: number;
  last_message_at: Date | string;
  enrolled_at: Date | string;
};

/** The students who have a conversation with this instructor, one entry per student and course. */
export async function listInstructorStudents(db: Db, instructorId: number) {
  return queryRows<InstructorStudentRow>(
    db,
    sql`select e.student_id, u.username, u.first_name, u.last_name, c.id as course_id, c.title as course_title,
        count(*) filter (where m.recipient_id = ${instructorId} and m.read_at is null)::int as unread_count,
        max(m.created_at) as last_message_at, e.enrolled_at
      from messages m
      join courses c on c.id = m.course_id and c.instructor_id = ${instructorId}
      join enrollments e on e.course_id = c.id and e.is_active
        and e.student_id = case when m.sender_id = ${instructorId} then m.recipient_id else m.sender_id end
      join users u on u.id = e.student_id
      where m.sender_id = ${instructorId} or m.recipient_id = ${instructorId}
      group by e.student_id, u.username, u.first_name, u.last_name, c.id, c.title, e.enrolled_at
      order by last_message_at desc`,
  );
}

export type ConversationRow = {
  user_id: number;
  username: string;
  first_name: string;
  last_name: string;
  role: 'student' | 'instructor' | 'admin';
  last_message: string;
  last_message_at: Date | string;
  unread_count: number;
};

export async function listDirectConversations(db: Db, me: number) {
  return queryRows<ConversationRow>(
    db,
    sql`with mine as (
        select case when sender_id = ${me} then recipient_id else sender_id end as other_id,
          content, created_at, id, (recipient_id = ${me} and read_at is null) as unread
        from messages
        where course_id is null and (sender_id = ${me} or recipient_id = ${me})
      ), latest as (
        select distinct on (other_id) other_id, content, created_at from mine order by other_id, created_at desc, id desc
      )
      select u.id as user_id, u.username, u.first_name, u.last_name, u.role,
        latest.content as last_message, latest.created_at as last_message_at,
        (select count(*)::int from mine where mine.other_id = u.id and mine.unread) as unread_count
      from latest join users u on u.id = latest.other_id
      order by latest.created_at desc`,
  );
}

export type MessageableRow = {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  role: 'student' | 'instructor' | 'admin';
};

/** Admins may message anyone; others their admins and the people they share a course with. */
export async function listMessageableUsers(
  db: Db,
  me: { id: number; role: string },
  { search, limit }: { search?: string; limit: number },
) {
  const pattern = search ? containsPattern(search) : null;
  const matches = pattern
    ? sql`and (u.username ilike ${pattern} or u.first_name ilike ${pattern} or u.last_name ilike ${pattern})`
    : sql``;
  const everyone = me.role === 'admin';
  return queryRows<MessageableRow>(
    db,
    sql`select u.id, u.username, u.first_name, u.last_name, u.role from users u
      where u.is_active and u.id <> ${me.id} ${matches}
      and (${everyone} or u.role = 'admin' or u.id in (
        select c.instructor_id from enrollments e join courses c on c.id = e.course_id
          where e.student_id = ${me.id} and e.is_active
        union
        select o.student_id from enrollments e join enrollments o on o.course_id = e.course_id and o.is_active
          where e.student_id = ${me.id} and e.is_active
        union
        select e.student_id from enrollments e join courses c on c.id = e.course_id
          where c.instructor_id = ${me.id} and e.is_active
      ))
      order by u.role = 'admin' desc, u.username
      limit ${limit}`,
  );
}
