import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CourseIdParamsNamed, CourseIdParams, CourseLessonParams } from '@somo/contract/courses';
import {
  CourseInstructor,
  CourseProgress,
  EnrollBody,
  EnrolledCourse,
  Enrollment,
  EnrollmentStatus,
  EnrollResponse,
  LessonCompletionResponse,
  UpNext,
} from '@somo/contract/enrollments';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import {
  enrollInCourse,
  getCourseInstructor,
  getCourseProgress,
  getEnrollmentStatus,
  getUpNext,
  listEnrolledCourses,
  listEnrollments,
  setLessonCompletion,
} from './enrollments.service';

export async function enrollmentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  api.get(
    '/student/courses/:id/enrollment-status/',
    { schema: { params: CourseIdParams, response: { 200: EnrollmentStatus } } },
    async (request) => getEnrollmentStatus(db, requireActor(request), request.params.id),
  );

  api.post(
    '/student/enroll/',
    { schema: { body: EnrollBody, response: { 201: EnrollResponse } } },
    async (request, reply) =>
      reply.code(201).send(await enrollInCourse(db, requireActor(request), request.body.course_id)),
  );

  api.get('/student/enrollments/', { schema: { response: { 200: z.array(Enrollment) } } }, async (request) =>
    listEnrollments(db, requireActor(request)),
  );

  api.get(
    '/student/enrolled-courses/',
    { schema: { response: { 200: z.array(EnrolledCourse) } } },
    async (request) => listEnrolledCourses(db, requireActor(request)),
  );

  api.get('/student/up-next/', { schema: { response: { 200: UpNext } } }, async (request) =>
    getUpNext(db, requireActor(request)),
  );

  api.get(
    '/student/courses/:courseId/instructor/',
    { schema: { params: CourseIdParamsNamed, response: { 200: CourseInstructor } } },
    async (request) => getCourseInstructor(db, requireActor(request), request.params.courseId),
  );

  api.get(
    '/student/courses/:courseId/progress/',
    { schema: { params: CourseIdParamsNamed, response: { 200: CourseProgress } } },
    async (request) => getCourseProgress(db, requireActor(request), request.params.courseId),
  );

  for (const [method, completed] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    api.route({
      method,
      url: '/student/courses/:courseId/lessons/:lessonId/complete/',
      schema: { params: CourseLessonParams, response: { 200: LessonCompletionResponse } },
      handler: async (request) =>
        setLessonCompletion(db, requireActor(request), { ...request.params, completed }),
    });
  }
}
