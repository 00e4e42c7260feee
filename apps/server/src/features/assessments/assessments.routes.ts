import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnswersBody,
  AssessmentBody,
  GradeBody,
  InstructorAssessment,
  InstructorAssessmentDetail,
  InstructorSubmission,
  MarkingQueue,
  SaveResponse,
  StartResponse,
  StudentAssessment,
  StudentAssessmentDetail,
  SubmitResponse,
} from '@somo/contract/assessments';
import { IdParam } from '@somo/contract/courses';
import { MessageResponse } from '@somo/contract/errors';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import {
  createAssessment,
  deleteAssessment,
  getAssessmentDetail,
  gradeSubmission,
  listAssessments,
  listMarkingQueue,
  updateAssessment,
} from './assessments.service';
import {
  getMyAssessment,
  listMyAssessments,
  saveAnswers,
  startAssessment,
  submitAnswers,
} from './student-assessments.service';

const CourseParams = z.object({ courseId: IdParam });
const AssessmentParams = z.object({ courseId: IdParam, id: IdParam });
const StudentParams = z.object({ id: IdParam });

export async function assessmentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const base = '/instructor/courses/:courseId/assessments';

  api.get(
    `${base}/`,
    { schema: { params: CourseParams, response: { 200: z.array(InstructorAssessment) } } },
    async (request) => listAssessments(db, requireActor(request), request.params.courseId),
  );

  api.post(
    `${base}/`,
    { schema: { params: CourseParams, body: AssessmentBody, response: { 201: InstructorAssessment } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createAssessment(db, requireActor(request), request.params.courseId, request.body)),
  );

  api.get(
    `${base}/:id/`,
    { schema: { params: AssessmentParams, response: { 200: InstructorAssessmentDetail } } },
    async (request) =>
      getAssessmentDetail(db, requireActor(request), request.params.courseId, request.params.id),
  );

  api.put(
    `${base}/:id/`,
    {
      schema: {
        params: AssessmentParams,
        body: AssessmentBody,
        response: { 200: InstructorAssessmentDetail },
      },
    },
    async (request) =>
      updateAssessment(db, requireActor(request), request.params.courseId, request.params.id, request.body),
  );

  api.delete(
    `${base}/:id/`,
    { schema: { params: AssessmentParams, response: { 200: MessageResponse } } },
    async (request) =>
      deleteAssessment(db, requireActor(request), request.params.courseId, request.params.id),
  );

  api.post(
    `${base}/:id/submissions/:submissionId/grade/`,
    {
      schema: {
        params: AssessmentParams.extend({ submissionId: IdParam }),
        body: GradeBody,
        response: { 200: InstructorSubmission },
      },
    },
    async (request) =>
      gradeSubmission(
        db,
        requireActor(request),
        {
          courseId: request.params.courseId,
          assessmentId: request.params.id,
          submissionId: request.params.submissionId,
        },
        request.body,
      ),
  );

  api.get('/instructor/needs-marking/', { schema: { response: { 200: MarkingQueue } } }, async (request) =>
    listMarkingQueue(db, requireActor(request)),
  );

  api.get(
    '/student/assessments/',
    { schema: { response: { 200: z.array(StudentAssessment) } } },
    async (request) => listMyAssessments(db, requireActor(request)),
  );

  api.get(
    '/student/assessments/:id/',
    { schema: { params: StudentParams, response: { 200: StudentAssessmentDetail } } },
    async (request) => getMyAssessment(db, requireActor(request), request.params.id),
  );

  api.post(
    '/student/assessments/:id/start/',
    { schema: { params: StudentParams, response: { 200: StartResponse } } },
    async (request) => startAssessment(db, requireActor(request), request.params.id),
  );

  api.post(
    '/student/assessments/:id/save/',
    { schema: { params: StudentParams, body: AnswersBody, response: { 200: SaveResponse } } },
    async (request) => saveAnswers(ctx, requireActor(request), request.params.id, request.body.answers),
  );

  api.post(
    '/student/assessments/:id/submit/',
    { schema: { params: StudentParams, body: AnswersBody, response: { 200: SubmitResponse } } },
    async (request) => submitAnswers(db, requireActor(request), request.params.id, request.body.answers),
  );
}
