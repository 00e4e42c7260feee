import { CataloguePage, CourseDetail, type CourseListQuery } from '@somo/contract/courses';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { canViewCourse, lessonContentAccess, type LessonContentAccess } from './courses.policy';
import { toCourseSummary, toLessonView } from './courses.presenter';
import { findCourseSummary, isEnrolled, listCourseLessons, listPublishedCourses } from './courses.queries';

const DEFAULT_PAGE = 100;

type Catalogue = Pick<AppContext, 'db' | 'catalogue'>;

export async function listCatalogue({ db, catalogue, query }: Catalogue & { query: CourseListQuery }) {
  const options = {
    search: query.search || undefined,
    limit: query.limit ?? DEFAULT_PAGE,
    offset: query.offset ?? 0,
  };
  // Kept as checked JSON text: a cached page is sent without being validated and serialised again.
  return catalogue.get(`list:${JSON.stringify(options)}`, async () => {
    const { rows, total } = await listPublishedCourses(db, options);
    return { json: JSON.stringify(CataloguePage.parse(rows.map(toCourseSummary))), total };
  });
}

/** A course the actor may see, or a 404 that does not reveal whether a draft exists. */
export async function getVisibleCourse({
  db,
  actor,
  courseId,
}: {
  db: Db;
  actor: Actor | null;
  courseId: number;
}) {
  const course = await findCourseSummary(db, courseId);
  if (!course || !canViewCourse({ actor, course })) notFound('Course not found.');
  return course;
}

type CourseRow = NonNullable<Awaited<ReturnType<typeof findCourseSummary>>>;
type CourseViews = Record<LessonContentAccess, string>;

/** Every view of a course as checked JSON text, one per level of access to lesson content. */
function courseViews(
  course: CourseRow,
  lessonRows: Awaited<ReturnType<typeof listCourseLessons>>,
): CourseViews {
  const view = (access: LessonContentAccess) =>
    JSON.stringify(
      CourseDetail.parse({
        ...toCourseSummary(course),
        lessons: lessonRows.map((lesson) => toLessonView(lesson, access)),
        certificates_enabled: course.certificatesEnabled,
      }),
    );
  return { full: view('full'), preview: view('preview'), none: view('none') };
}

/**
 * The course page as JSON text. The cache keeps every view of the course; which one a viewer gets is decided
 * per request, so a cached page never carries one viewer's access to another.
 */
export async function getCourseDetail({
  db,
  catalogue,
  actor,
  courseId,
}: Catalogue & { actor: Actor | null; courseId: number }): Promise<string> {
  const [stored, enrolled] = await Promise.all([
    catalogue.get(`course:${courseId}`, async () => {
      const [course, lessonRows] = await Promise.all([
        findCourseSummary(db, courseId),
        listCourseLessons(db, courseId),
      ]);
      return course && { course, views: courseViews(course, lessonRows) };
    }),
    actor?.role === 'student' ? isEnrolled(db, actor.id, courseId) : Promise.resolve(false),
  ]);
  if (!stored || !canViewCourse({ actor, course: stored.course })) notFound('Course not found.');
  return stored.views[lessonContentAccess({ actor, course: stored.course, enrolled })];
}
