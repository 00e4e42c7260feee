import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CourseIdParams, CourseIdParamsNamed, CourseLessonParams, IdParam } from '@somo/contract/courses';
import { CourseProgress, CourseRoster } from '@somo/contract/enrollments';
import { MessageResponse } from '@somo/contract/errors';
import {
  CourseCreateBody,
  CourseSettingsBody,
  InstructorCourse,
  InstructorCourseDetail,
  InstructorLesson,
  LessonBody,
  LessonReorderBody,
  LessonResponse,
  LessonUpdateBody,
  TogglePublicationResponse,
} from '@somo/contract/instructor';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { parseOrThrow } from '../../lib/validation';
import { enforceRateLimit } from '../../lib/rate-limit';
import { getSettings } from '../settings/settings.service';
import {
  createCourse,
  createLesson,
  deleteLesson,
  getInstructorCourse,
  getStudentProgress,
  listCourseStudents,
  listInstructorCourses,
  listLessons,
  reorderLessons,
  togglePublication,
  updateCourseSettings,
  updateLesson,
} from './instructor.service';
import { readMultipartForm } from './multipart';

const MB = 1024 * 1024;

export async function instructorRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  api.get(
    '/instructor/courses/',
    { schema: { response: { 200: z.array(InstructorCourse) } } },
    async (request) => listInstructorCourses(db, requireActor(request)),
  );

  api.post(
    '/instructor/courses/create/',
    { schema: { body: CourseCreateBody, response: { 201: InstructorCourseDetail } } },
    async (request, reply) =>
      reply.code(201).send(await createCourse(db, requireActor(request), request.body)),
  );

  api.get(
    '/instructor/courses/:id/detail/',
    { schema: { params: CourseIdParams, response: { 200: InstructorCourseDetail } } },
    async (request) => getInstructorCourse(db, requireActor(request), request.params.id),
  );

  api.get(
    '/instructor/courses/:id/lessons/',
    { schema: { params: CourseIdParams, response: { 200: z.array(InstructorLesson) } } },
    async (request) => listLessons(db, requireActor(request), request.params.id),
  );

  api.post(
    '/instructor/courses/:id/lessons/create/',
    { schema: { params: CourseIdParams, body: LessonBody, response: { 201: LessonResponse } } },
    async (request, reply) =>
      reply.code(201).send(await createLesson(db, requireActor(request), request.params.id, request.body)),
  );

  api.post(
    '/instructor/courses/:id/lessons/reorder/',
    {
      schema: {
        params: CourseIdParams,
        body: LessonReorderBody,
        response: { 200: z.array(InstructorLesson) },
      },
    },
    async (request) => reorderLessons(db, requireActor(request), request.params.id, request.body.lesson_ids),
  );

  api.put(
    '/instructor/courses/:courseId/lessons/:lessonId/update/',
    { schema: { params: CourseLessonParams, body: LessonUpdateBody, response: { 200: LessonResponse } } },
    async (request) =>
      updateLesson(db, requireActor(request), request.params.courseId, request.params.lessonId, request.body),
  );

  api.delete(
    '/instructor/courses/:courseId/lessons/:lessonId/delete/',
    { schema: { params: CourseLessonParams, response: { 200: MessageResponse } } },
    async (request) =>
      deleteLesson(db, requireActor(request), request.params.courseId, request.params.lessonId),
  );

  // JSON for the settings form, multipart when a thumbnail comes along; both validated by the same schema.
  api.put(
    '/instructor/courses/:id/settings/update/',
    { schema: { params: CourseIdParams, response: { 200: InstructorCourseDetail } } },
    async (request) => {
      const actor = requireActor(request);
      let fields: unknown = request.body ?? {};
      let thumbnail: Buffer | undefined;
      if (request.isMultipart()) {
        await enforceRateLimit(ctx, `upload:user:${actor.id}`, ctx.config.rateLimits.upload);
        const { platform_settings: platform } = await getSettings(db);
        const form = await readMultipartForm(request, {
          fileField: 'thumbnail',
          maxBytes: platform.max_file_upload_size * MB,
        });
        fields = form.fields;
        thumbnail = form.file;
      }
      const input = parseOrThrow(CourseSettingsBody, fields);
      return updateCourseSettings(ctx, actor, request.params.id, input, thumbnail);
    },
  );

  api.post(
    '/instructor/courses/:id/toggle-publication/',
    { schema: { params: CourseIdParams, response: { 200: TogglePublicationResponse } } },
    async (request) => togglePublication(db, requireActor(request), request.params.id),
  );

  api.get(
    '/instructor/courses/:courseId/students/',
    { schema: { params: CourseIdParamsNamed, response: { 200: CourseRoster } } },
    async (request) => listCourseStudents(db, requireActor(request), request.params.courseId),
  );

  api.get(
    '/instructor/courses/:courseId/students/:studentId/progress/',
    {
      schema: {
        params: CourseIdParamsNamed.extend({ studentId: IdParam }),
        response: { 200: CourseProgress },
      },
    },
    async (request) =>
      getStudentProgress(db, requireActor(request), request.params.courseId, request.params.studentId),
  );
}
