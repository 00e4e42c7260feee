import type { FastifyInstance } from 'fastify';
import { assessmentEndpoints as endpoints } from '@somo/contract/assessments';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { route, sendJsonText } from '../../lib/route';
import {
  createAssessment,
  deleteAssessment,
  assessmentDetailJson,
  getSubmission,
  gradeSubmission,
  listAssessments,
  listMarkingQueue,
  updateAssessment,
} from './assessments.service';
import {
  myAssessmentJson,
  myAssessmentsJson,
  saveAnswers,
  startAssessment,
  submitAnswers,
} from './student-assessments.service';

export async function assessmentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  route(app, endpoints, 'GET /instructor/courses/:courseId/assessments/', async (request) =>
    listAssessments({ db, actor: requireActor(request), courseId: request.params.courseId }),
  );

  route(app, endpoints, 'POST /instructor/courses/:courseId/assessments/', async (request) =>
    createAssessment({
      db,
      actor: requireActor(request),
      courseId: request.params.courseId,
      input: request.body,
    }),
  );

  route(app, endpoints, 'GET /instructor/courses/:courseId/assessments/:id/', async (request, reply) => {
    const json = await assessmentDetailJson({
      db,
      assessments: ctx.assessments,
      actor: requireActor(request),
      courseId: request.params.courseId,
      assessmentId: request.params.id,
      page: request.query,
      submissionPages: ctx.submissionPages,
    });
    return sendJsonText(reply, json);
  });

  route(app, endpoints, 'PUT /instructor/courses/:courseId/assessments/:id/', async (request) =>
    updateAssessment({
      db,
      actor: requireActor(request),
      courseId: request.params.courseId,
      assessmentId: request.params.id,
      input: request.body,
    }),
  );

  route(app, endpoints, 'DELETE /instructor/courses/:courseId/assessments/:id/', async (request) =>
    deleteAssessment({
      db,
      actor: requireActor(request),
      courseId: request.params.courseId,
      assessmentId: request.params.id,
    }),
  );

  route(
    app,
    endpoints,
    'GET /instructor/courses/:courseId/assessments/:id/submissions/:submissionId/',
    async (request) =>
      getSubmission({
        db,
        assessments: ctx.assessments,
        actor: requireActor(request),
        courseId: request.params.courseId,
        assessmentId: request.params.id,
        submissionId: request.params.submissionId,
      }),
  );

  route(
    app,
    endpoints,
    'POST /instructor/courses/:courseId/assessments/:id/submissions/:submissionId/grade/',
    async (request) =>
      gradeSubmission({
        db,
        actor: requireActor(request),
        courseId: request.params.courseId,
        assessmentId: request.params.id,
        submissionId: request.params.submissionId,
        grades: request.body.grades,
      }),
  );

  route(app, endpoints, 'GET /instructor/needs-marking/', async (request) =>
    listMarkingQueue({ db, actor: requireActor(request) }),
  );

  route(app, endpoints, 'GET /student/assessments/', async (request, reply) => {
    const json = await myAssessmentsJson({ ctx, actor: requireActor(request) });
    return sendJsonText(reply, json);
  });

  // The assessment arrives as JSON text already checked against StudentAssessmentDetail.
  route(app, endpoints, 'GET /student/assessments/:id/', async (request, reply) => {
    const json = await myAssessmentJson({
      ctx,
      actor: requireActor(request),
      assessmentId: request.params.id,
    });
    return sendJsonText(reply, json);
  });

  route(app, endpoints, 'POST /student/assessments/:id/start/', async (request) =>
    startAssessment({ ctx, actor: requireActor(request), assessmentId: request.params.id }),
  );

  route(app, endpoints, 'POST /student/assessments/:id/save/', async (request) =>
    saveAnswers({
      ctx,
      actor: requireActor(request),
      assessmentId: request.params.id,
      answers: request.body.answers,
      key: request.body.idempotency_key,
    }),
  );

  route(app, endpoints, 'POST /student/assessments/:id/submit/', async (request) =>
    submitAnswers({
      ctx,
      actor: requireActor(request),
      assessmentId: request.params.id,
      answers: request.body.answers,
    }),
  );
}
