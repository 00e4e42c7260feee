import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { isEnrolled } from '../courses/courses.queries';

const ROLE_PLURAL = { student: 'Students', instructor: 'Instructors', admin: 'Admins' } as const;

/** Only students enrol; the message is the one the course page shows. */
export function assertCanEnroll(actor: Actor) {
  if (actor.role !== 'student') {
    throw new AppError(
      'forbidden',
      `${ROLE_PLURAL[actor.role]} cannot enroll in courses. Only students can enroll.`,
    );
  }
}

export function assertStudent(actor: Actor) {
  if (actor.role !== 'student') throw new AppError('forbidden', 'Only students can do this.');
}

export async function assertEnrolled({ db, actor, courseId }: { db: Db; actor: Actor; courseId: number }) {
  assertStudent(actor);
  if (!(await isEnrolled(db, actor.id, courseId))) {
    throw new AppError('not_enrolled', 'You are not enrolled in this course.');
  }
}
