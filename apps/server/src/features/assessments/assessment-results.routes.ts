import type { FastifyInstance } from 'fastify';
import { assessmentResultEndpoints as endpoints } from '@somo/contract/assessment-results';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { route, sendDownload } from '../../lib/route';
import { assessmentStatistics, gradebookCsv } from './assessment-results.service';

export async function assessmentResultsRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, endpoints, 'GET /instructor/courses/:courseId/assessments/:id/statistics/', async (request) =>
    assessmentStatistics({
      db,
      actor: requireActor(request),
      courseId: request.params.courseId,
      assessmentId: request.params.id,
    }),
  );

  route(
    app,
    endpoints,
    'GET /instructor/courses/:courseId/assessments/:id/gradebook.csv',
    async (request, reply) => {
      const file = await gradebookCsv({
        db,
        actor: requireActor(request),
        courseId: request.params.courseId,
        assessmentId: request.params.id,
      });
      return sendDownload(reply, { type: 'text/csv; charset=utf-8', ...file });
    },
  );
}
