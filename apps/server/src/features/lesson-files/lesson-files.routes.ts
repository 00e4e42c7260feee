import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { lessonFileEndpoints as endpoints } from '@somo/contract/lesson-files';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { contentDisposition } from '../../lib/content-disposition';
import { route } from '../../lib/route';
import { readUploadForm } from '../instructor/multipart';
import { parseByteRange } from './byte-range';
import type { LessonFileRow } from './lesson-files.queries';
import {
  addAttachment,
  deleteAttachment,
  fileForViewer,
  removeVideo,
  uploadCaptions,
  uploadLessonImage,
  uploadPoster,
  uploadVideo,
  type LessonTarget,
  type Upload,
} from './lesson-files.service';

/** The one file of an upload form (field `file`), within the platform's upload limit and the upload rate. */
async function readUpload(ctx: AppContext, request: FastifyRequest): Promise<Upload> {
  const actor = requireActor(request);
  if (!request.isMultipart()) {
    throw new AppError('bad_request', 'Send the file as a multipart form, in the field "file".');
  }
  const form = await readUploadForm({ ctx, request, userId: actor.id, fileField: 'file' });
  if (!form.file || form.file.length === 0) {
    throw new AppError('validation_error', 'Please choose a file.', { file: 'Please choose a file.' });
  }
  return { bytes: form.file, fileName: form.fileName };
}

/**
 * Sends a stored lesson file: a handout as a download under its name, the rest inline. A Range header gets that
 * part of the file (206), which is how browsers seek in a video.
 */
async function sendFile(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, file: LessonFileRow) {
  const range = parseByteRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') {
    throw new AppError('range_not_satisfiable', 'The range asked for lies outside the file.', undefined, {
      'content-range': `bytes */${file.size}`,
    });
  }
  const body = await ctx.storage.open(file.storageUrl, range);
  if (!body) notFound('File not found.');
  const contentType = file.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : file.contentType;
  reply
    .type(contentType)
    .header('accept-ranges', 'bytes')
    .header(
      'content-disposition',
      contentDisposition(file.name, file.kind === 'attachment' ? 'attachment' : 'inline'),
    )
    // The URL carries one viewer's access: shared caches must not keep the file for others.
    .header('cache-control', 'private, max-age=86400');
  if (!range) return reply.header('content-length', String(file.size)).send(body);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', String(range.end - range.start + 1))
    .send(body);
}

export async function lessonFileRoutes(app: FastifyInstance, ctx: AppContext) {
  const viewerAccess = (request: FastifyRequest) => ctx.fileAccess.grant(requireActor(request).id);

  route(app, endpoints, 'POST /instructor/courses/:courseId/images/', async (request) =>
    uploadLessonImage({
      ctx,
      actor: requireActor(request),
      courseId: request.params.courseId,
      upload: await readUpload(ctx, request),
    }),
  );

  /** An upload to one lesson: the service gets the owner, the file, and the access for the URLs it answers with. */
  const toLesson =
    <T>(save: (input: LessonTarget & { upload: Upload; viewerAccess: string }) => Promise<T>) =>
    async (request: FastifyRequest<{ Params: { courseId: number; lessonId: number } }>) =>
      save({
        ctx,
        actor: requireActor(request),
        ...request.params,
        upload: await readUpload(ctx, request),
        viewerAccess: viewerAccess(request),
      });
  const lessonPath = '/instructor/courses/:courseId/lessons/:lessonId';

  route(app, endpoints, `POST ${lessonPath}/attachments/`, toLesson(addAttachment));
  route(app, endpoints, `POST ${lessonPath}/video/`, toLesson(uploadVideo));
  route(app, endpoints, `POST ${lessonPath}/video/poster/`, toLesson(uploadPoster));
  route(app, endpoints, `POST ${lessonPath}/video/captions/`, toLesson(uploadCaptions));

  route(
    app,
    endpoints,
    'DELETE /instructor/courses/:courseId/lessons/:lessonId/attachments/:attachmentId/',
    async (request) => deleteAttachment({ ctx, actor: requireActor(request), ...request.params }),
  );

  route(app, endpoints, 'DELETE /instructor/courses/:courseId/lessons/:lessonId/video/', async (request) =>
    removeVideo({
      ctx,
      actor: requireActor(request),
      ...request.params,
      viewerAccess: viewerAccess(request),
    }),
  );

  route(app, endpoints, 'GET /files/:fileId/', async (request, reply) => {
    const file = await fileForViewer({
      ctx,
      fileId: request.params.fileId,
      actor: request.actor,
      access: request.query.access,
    });
    return sendFile(ctx, request, reply, file);
  });
}
