import type { FastifyInstance, FastifyRequest } from 'fastify';
import { instructorEndpoints as endpoints } from '@somo/contract/instructor-endpoints';
import { CourseSettingsBody } from '@somo/contract/instructor';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { route } from '../../lib/route';
import { parseOrThrow } from '../../lib/validation';
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
import { readUploadForm } from './multipart';

/** The settings fields as sent, JSON or multipart, and the thumbnail when one came along. */
async function readSettingsChange({
  ctx,
  request,
  userId,
}: {
  ctx: AppContext;
  request: FastifyRequest;
  userId: number;
}) {
  if (!request.isMultipart()) return { fields: request.body ?? {}, thumbnail: undefined };
  const form = await readUploadForm({ ctx, request, userId, fileField: 'thumbnail' });
  return { fields: form.fields, thumbnail: form.file };
}

export async function instructorRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  /** The signed-in actor, with their access for the lesson file URLs in the answer. */
  const viewer = (request: FastifyRequest) => {
    const actor = requireActor(request);
    return { actor, viewerAccess: ctx.fileAccess.grant(actor.id) };
  };

  route(app, endpoints, 'GET /instructor/courses/', async (request) =>
    listInstructorCourses({ db, catalogue: ctx.catalogue, actor: requireActor(request) }),
  );

  route(app, endpoints, 'POST /instructor/courses/create/', async (request) =>
    createCourse({ db, ...viewer(request), input: request.body }),
  );

  route(app, endpoints, 'GET /instructor/courses/:id/detail/', async (request) =>
    getInstructorCourse({ db, ...viewer(request), courseId: request.params.id }),
  );

  route(app, endpoints, 'GET /instructor/courses/:id/lessons/', async (request) =>
    listLessons({ db, ...viewer(request), courseId: request.params.id }),
  );

  route(app, endpoints, 'POST /instructor/courses/:id/lessons/create/', async (request) =>
    createLesson({ db, ...viewer(request), courseId: request.params.id, input: request.body }),
  );

  route(app, endpoints, 'POST /instructor/courses/:id/lessons/reorder/', async (request) =>
    reorderLessons({
      db,
      ...viewer(request),
      courseId: request.params.id,
      lessonIds: request.body.lesson_ids,
    }),
  );

  route(app, endpoints, 'PUT /instructor/courses/:courseId/lessons/:lessonId/update/', async (request) =>
    updateLesson({ db, storage: ctx.storage, ...viewer(request), ...request.params, input: request.body }),
  );

  route(app, endpoints, 'DELETE /instructor/courses/:courseId/lessons/:lessonId/delete/', async (request) =>
    deleteLesson({ db, storage: ctx.storage, actor: requireActor(request), ...request.params }),
  );

  // JSON for the settings form, multipart when a thumbnail comes along; the description names both, and the
  // handler checks whichever arrived against the same schema.
  route(app, endpoints, 'PUT /instructor/courses/:id/settings/update/', async (request) => {
    const { actor, viewerAccess } = viewer(request);
    const { fields, thumbnail } = await readSettingsChange({ ctx, request, userId: actor.id });
    const input = parseOrThrow(CourseSettingsBody, fields);
    return updateCourseSettings({
      db,
      storage: ctx.storage,
      actor,
      viewerAccess,
      courseId: request.params.id,
      input,
      thumbnailBytes: thumbnail,
    });
  });

  route(app, endpoints, 'POST /instructor/courses/:id/toggle-publication/', async (request) =>
    togglePublication({ db, actor: requireActor(request), courseId: request.params.id }),
  );

  route(app, endpoints, 'GET /instructor/courses/:courseId/students/', async (request) =>
    listCourseStudents({ db, actor: requireActor(request), courseId: request.params.courseId }),
  );

  route(app, endpoints, 'GET /instructor/courses/:courseId/students/:studentId/progress/', async (request) =>
    getStudentProgress({ db, actor: requireActor(request), ...request.params }),
  );
}
