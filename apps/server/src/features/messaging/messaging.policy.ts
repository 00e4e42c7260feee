import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { courses, enrollments } from '../../db/schema/courses';
import { users } from '../../db/schema/users';
import type { Actor } from '../../lib/auth';
import { forbidden, notFound } from '../../lib/errors';

async function isActiveStudentOf(db: Db, studentId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.studentId, studentId),
        eq(enrollments.courseId, courseId),
        eq(enrollments.isActive, true),
      ),
    );
  return !!row;
}

/**
 * Course chat runs only between a course's instructor and its enrolled students; any other pair answers 404,
 * so nobody learns who is enrolled where.
 */
export async function findCourseChat({
  db,
  actor,
  courseId,
  otherUserId,
}: {
  db: Db;
  actor: Actor;
  courseId: number;
  otherUserId: number;
}) {
  const [course] = await db
    .select({ id: courses.id, title: courses.title, instructorId: courses.instructorId })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course || actor.id === otherUserId) notFound('Conversation not found.');
  const allowed =
    (actor.id === course.instructorId && (await isActiveStudentOf(db, otherUserId, courseId))) ||
    (otherUserId === course.instructorId && (await isActiveStudentOf(db, actor.id, courseId)));
  if (!allowed) notFound('Conversation not found.');
  return course;
}

type DirectContact = { db: Db; actor: Actor; otherUserId: number };

/** Admins reach everyone; everyone reaches admins and the people they share a course with. */
async function canMessageDirectly({ db, actor, otherUserId }: DirectContact): Promise<boolean> {
  if (actor.id === otherUserId) return false;
  const [other] = await db
    .select({ role: users.role, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, otherUserId));
  if (!other?.isActive) return false;
  if (actor.role === 'admin' || other.role === 'admin') return true;
  const [shared] = await queryRows<{ one: number }>(
    db,
    sql`
    select 1 as one from ${enrollments} e
    join ${courses} c on c.id = e.course_id
    where e.is_active and (
      (e.student_id = ${actor.id} and (c.instructor_id = ${otherUserId}
        or exists (select 1 from ${enrollments} o where o.course_id = e.course_id and o.student_id = ${otherUserId} and o.is_active)))
      or (e.student_id = ${otherUserId} and c.instructor_id = ${actor.id})
    )
    limit 1`,
  );
  return !!shared;
}

/** A direct message goes only to someone the sender may reach; anyone else does not exist for them. */
export async function assertCanMessageDirectly(contact: DirectContact) {
  if (!(await canMessageDirectly(contact))) notFound('Recipient not found.');
}

/**
 * A conversation with messages in it stays readable to its two people; an empty one opens only with someone the
 * reader may message.
 */
export async function assertCanReadDirectConversation({
  hasHistory,
  ...contact
}: DirectContact & { hasHistory: boolean }) {
  if (!hasHistory && !(await canMessageDirectly(contact))) notFound('Conversation not found.');
}

/** The contact lists are per role: a student's instructors, an instructor's students. */
export function assertContactsRole({ actor, role }: { actor: Actor; role: 'student' | 'instructor' }) {
  if (actor.role !== role) {
    forbidden(
      role === 'student'
        ? 'Only students have instructors to message.'
        : 'Only instructors have students to message.',
    );
  }
}

type StoredMessage = { senderId: number; recipientId: number; courseId: number | null };

/**
 * The sender may delete a message; in a course chat the course's instructor may too. Someone who is neither
 * party nor the course's instructor is told it does not exist, as with any private thing of another person.
 */
export function assertCanDeleteMessage({
  actor,
  message,
  courseInstructorId,
}: {
  actor: Actor;
  message: StoredMessage;
  courseInstructorId: number | null;
}) {
  const involved = message.senderId === actor.id || message.recipientId === actor.id;
  const isCourseInstructor = message.courseId !== null && courseInstructorId === actor.id;
  if (!involved && !isCourseInstructor) notFound('Message not found.');
  if (message.senderId !== actor.id && !isCourseInstructor)
    forbidden('Only the sender can delete this message.');
}
