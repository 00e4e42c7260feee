import type { FastifyInstance } from 'fastify';
import { MAX_IMPORT_BYTES, questionBankEndpoints as endpoints } from '@somo/contract/question-bank';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { route, sendDownload } from '../../lib/route';
import {
  createBankQuestion,
  deleteBankQuestion,
  exportBankQuestions,
  importBankQuestions,
  listBankQuestions,
  listBankTags,
  updateBankQuestion,
} from './question-bank.service';

/**
 * Room for the largest file the import reads, written as a JSON string (quotes and line breaks take two
 * characters there): a larger text is refused with the import's own message rather than the framework's.
 */
const IMPORT_BODY_LIMIT = 2 * MAX_IMPORT_BYTES + 64 * 1024;

export async function questionBankRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, endpoints, 'GET /instructor/courses/:courseId/question-bank/', async (request) =>
    listBankQuestions({
      db,
      actor: requireActor(request),
      courseId: request.params.courseId,
      tag: request.query.tag,
    }),
  );

  route(app, endpoints, 'POST /instructor/courses/:courseId/question-bank/', async (request) =>
    createBankQuestion({
      db,
      actor: requireActor(request),
      courseId: request.params.courseId,
      input: request.body,
    }),
  );

  route(app, endpoints, 'PUT /instructor/courses/:courseId/question-bank/:questionId/', async (request) =>
    updateBankQuestion({
      db,
      actor: requireActor(request),
      courseId: request.params.courseId,
      questionId: request.params.questionId,
      input: request.body,
    }),
  );

  route(app, endpoints, 'DELETE /instructor/courses/:courseId/question-bank/:questionId/', async (request) =>
    deleteBankQuestion({
      db,
      actor: requireActor(request),
      courseId: request.params.courseId,
      questionId: request.params.questionId,
    }),
  );

  route(app, endpoints, 'GET /instructor/courses/:courseId/question-bank/tags/', async (request) =>
    listBankTags({ db, actor: requireActor(request), courseId: request.params.courseId }),
  );

  route(
    app,
    endpoints,
    'POST /instructor/courses/:courseId/question-bank/import/',
    async (request) =>
      importBankQuestions({
        db,
        actor: requireActor(request),
        courseId: request.params.courseId,
        input: request.body,
      }),
    { bodyLimit: IMPORT_BODY_LIMIT },
  );

  route(app, endpoints, 'GET /instructor/courses/:courseId/question-bank/export/', async (request, reply) => {
    const file = await exportBankQuestions({
      db,
      actor: requireActor(request),
      courseId: request.params.courseId,
      tag: request.query.tag,
    });
    return sendDownload(reply, { type: 'text/plain; charset=utf-8', ...file });
  });
}
