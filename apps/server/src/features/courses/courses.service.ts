import type { CourseDetail, CourseListQuery } from '@somo/contract/courses';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { canSeeLessonContent, canViewCourse } from './courses.policy';
import { toCourseSummary, toLessonView } from './courses.presenter';
import { findCourseSummary, isEnrolled, listCourseLessons, listPublishedCourses } from './courses.queries';

const DEFAULT_PAGE = 100;

export async function listCatalogue(db: Db, query: CourseListQuery) {
  const { rows, total } = await listPublishedCourses(db, {
    search: query.search || undefined,
    limit: query.limit ?? DEFAULT_PAGE,
    offset: query.offset ?? 0,
  });
  return { courses: rows.map(toCourseSummary), total };
}

/** A course the actor may see, or a 404 that does not reveal whether a draft exists. */
export async function getVisibleCourse(db: Db, actor: Actor | null, courseId: number) {
  const course = await findCourseSummary(db, courseId);
  if (!course || !canViewCourse(actor, course)) notFound('Course not found.');
  return course;
}

export async function getCourseDetail(db: Db, actor: Actor | null, courseId: number): Promise<CourseDetail> {
  const course = await getVisibleCourse(db, actor, courseId);
  const [lessonRows, enrolled] = await Promise.all([
    listCourseLessons(db, courseId),
    actor?.role === 'student' ? isEnrolled(db, actor.id, courseId) : Promise.resolve(false),
  ]);
  const withContent = canSeeLessonContent(actor, enrolled);
  return {
    ...toCourseSummary(course),
    lessons: lessonRows.map((lesson) => toLessonView(lesson, withContent)),
  };
}
