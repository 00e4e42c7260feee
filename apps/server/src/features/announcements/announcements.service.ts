import type { z } from 'zod';
import type { AnnouncementBody, AnnouncementResponse } from '@somo/contract/instructor';
import type { Db } from '../../db/client';
import { announcements } from '../../db/schema/announcements';
import type { Actor } from '../../lib/auth';
import { findOwnedCourse } from '../instructor/instructor.policy';
import { notifyEnrolledStudents } from '../notifications/notifications.service';
import { worded } from '../notifications/notification-texts';

export async function createAnnouncement({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: Actor;
  input: z.output<typeof AnnouncementBody>;
}): Promise<AnnouncementResponse> {
  const course = await findOwnedCourse({ db, actor, courseId: input.course_id });
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(announcements)
      .values({
        courseId: course.id,
        authorId: actor.id,
        title: input.title,
        content: input.content,
        isUrgent: input.is_urgent,
      })
      .returning({ id: announcements.id });
    if (!row) throw new Error('announcement insert returned nothing');
    const recipients = await notifyEnrolledStudents({
      db: tx,
      courseId: course.id,
      notification: {
        type: 'announcement',
        ...(input.is_urgent
          ? worded('urgent_announcement', { title: input.title }, { message: input.content })
          : { title: input.title, message: input.content }),
        data: { course_id: course.id, url: `/courses/${course.id}` },
        relatedCourseId: course.id,
      },
    });
    return { id: row.id, recipients };
  });
  return { message: 'Announcement sent to all enrolled students!', ...result };
}
