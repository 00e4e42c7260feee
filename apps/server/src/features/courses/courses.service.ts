import { CataloguePage, CourseDetail, type CourseListQuery } from '@somo/contract/courses';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { VIEWER_ACCESS_PLACEHOLDER, type FileAccess } from '../lesson-files/file-access';
import { groupByLesson, NO_MEDIA } from '../lesson-files/lesson-files.presenter';
import { listLessonFilesOfCourse, type LessonFileRow } from '../lesson-files/lesson-files.queries';
import { canViewCourse, lessonContentAccess, type LessonContentAccess } from './courses.policy';
import { toCourseSummary, toLessonView } from './courses.presenter';
import { findCourseSummary, listCourseLessons, listPublishedCourses } from './courses.queries';
import { enrolledCourseIds } from '../enrollments/enrolled-courses';
import type { ViewerCache } from '../../lib/viewer-cache';
import { jsonBytes } from '../../lib/json-bytes';

const DEFAULT_PAGE = 100;

type Catalogue = Pick<AppContext, 'db' | 'catalogue'>;

export async function listCatalogue({ db, catalogue, query }: Catalogue & { query: CourseListQuery }) {
  const options = {
    search: query.search || undefined,
    limit: query.limit ?? DEFAULT_PAGE,
    offset: query.offset ?? 0,
  };
  // Kept as checked JSON bytes: a cached page is sent without being validated, serialised or encoded again.
  return catalogue.get(`list:${JSON.stringify(options)}`, async () => {
    const { rows, total } = await listPublishedCourses(db, options);
    return { json: jsonBytes(JSON.stringify(CataloguePage.parse(rows.map(toCourseSummary)))), total };
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
/** The full view is kept cut at each place the viewer's access goes; most courses' have none, so one part. */
type CourseViews = { full: Buffer[]; preview: Buffer; none: Buffer };

/**
 * Every view of a course as checked JSON bytes, one per level of access to lesson content. The full view's file
 * URLs hold a placeholder for the viewer's access, put in per answer.
 */
function courseViews(
  course: CourseRow,
  lessonRows: Awaited<ReturnType<typeof listCourseLessons>>,
  fileRows: LessonFileRow[],
): CourseViews {
  const media = groupByLesson(fileRows);
  const view = (access: LessonContentAccess) =>
    JSON.stringify(
      CourseDetail.parse({
        ...toCourseSummary(course),
        lessons: lessonRows.map((lesson) =>
          toLessonView({
            lesson,
            access,
            media: media.get(lesson.id) ?? NO_MEDIA,
            viewerAccess: VIEWER_ACCESS_PLACEHOLDER,
          }),
        ),
        certificates_enabled: course.certificatesEnabled,
      }),
    );
  return {
    full: view('full').split(PLACEHOLDER_IN_JSON).map(jsonBytes),
    preview: jsonBytes(view('preview')),
    none: jsonBytes(view('none')),
  };
}

/** The placeholder as it reads inside JSON text. */
const PLACEHOLDER_IN_JSON = JSON.stringify(VIEWER_ACCESS_PLACEHOLDER).slice(1, -1);

/**
 * The course page as JSON bytes. The cache keeps every view of the course; which one a viewer gets is decided
 * per request, so a cached page never carries one viewer's access to another.
 */
export async function getCourseDetail({
  db,
  catalogue,
  viewers,
  fileAccess,
  actor,
  courseId,
}: Catalogue & {
  viewers: ViewerCache;
  fileAccess: FileAccess;
  actor: Actor | null;
  courseId: number;
}): Promise<Buffer> {
  const [stored, enrolled] = await Promise.all([
    catalogue.get(`course:${courseId}`, async () => {
      const [course, lessonRows, fileRows] = await Promise.all([
        findCourseSummary(db, courseId),
        listCourseLessons(db, courseId),
        listLessonFilesOfCourse(db, courseId),
      ]);
      return course && { course, views: courseViews(course, lessonRows, fileRows) };
    }),
    actor?.role === 'student'
      ? enrolledCourseIds({ db, viewers }, actor.id).then((ids) => ids.has(courseId))
      : Promise.resolve(false),
  ]);
  if (!stored || !canViewCourse({ actor, course: stored.course })) notFound('Course not found.');
  const access = lessonContentAccess({ actor, course: stored.course, enrolled });
  // Full access always has a reader (an admin, the owner, an enrolled student); without one, nothing is granted.
  if (access !== 'full' || !actor) return stored.views[access === 'full' ? 'none' : access];
  const { full } = stored.views;
  if (full.length === 1) return full[0] as Buffer;
  const grant = Buffer.from(fileAccess.grant(actor.id));
  return Buffer.concat(full.flatMap((part, index) => (index === 0 ? [part] : [grant, part])));
}
