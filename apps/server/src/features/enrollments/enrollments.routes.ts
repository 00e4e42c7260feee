import type { FastifyInstance } from 'fastify';
import { enrollmentEndpoints as endpoints } from '@somo/contract/enrollments';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { route, sendJsonText } from '../../lib/route';
import {
  enrollInCourse,
  getCourseInstructor,
  getCourseProgress,
  getEnrollmentStatus,
  getUpNext,
  enrolledCoursesJson,
  listEnrollments,
  setLessonCompletion,
} from './enrollments.service';

export async function enrollmentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  route(app, endpoints, 'GET /student/courses/:id/enrollment-status/', async (request) =>
    getEnrollmentStatus({ ctx, actor: requireActor(request), courseId: request.params.id }),
  );

  route(app, endpoints, 'POST /student/enroll/', async (request) =>
    enrollInCourse({ db, actor: requireActor(request), courseId: request.body.course_id }),
  );

  route(app, endpoints, 'GET /student/enrollments/', async (request) =>
    listEnrollments({ ctx, actor: requireActor(request) }),
  );

  route(app, endpoints, 'GET /student/enrolled-courses/', async (request, reply) => {
    const json = await enrolledCoursesJson({ ctx, actor: requireActor(request) });
    return sendJsonText(reply, json);
  });

  route(app, endpoints, 'GET /student/up-next/', async (request) =>
    getUpNext({ ctx, actor: requireActor(request) }),
  );

  route(app, endpoints, 'GET /student/courses/:courseId/instructor/', async (request) =>
    getCourseInstructor({ db, actor: requireActor(request), courseId: request.params.courseId }),
  );

  route(app, endpoints, 'GET /student/courses/:courseId/progress/', async (request) =>
    getCourseProgress({ db, actor: requireActor(request), courseId: request.params.courseId }),
  );

  route(app, endpoints, 'POST /student/courses/:courseId/lessons/:lessonId/complete/', async (request) =>
    setLessonCompletion({ db, actor: requireActor(request), ...request.params, completed: true }),
  );

  route(app, endpoints, 'DELETE /student/courses/:courseId/lessons/:lessonId/complete/', async (request) =>
    setLessonCompletion({ db, actor: requireActor(request), ...request.params, completed: false }),
  );
}
