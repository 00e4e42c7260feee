import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CourseDetail, CourseIdParams, CourseListQuery, CourseSummary } from '@somo/contract/courses';
import type { AppContext } from '../../lib/context';
import { getCourseDetail, listCatalogue } from './courses.service';

export async function coursesRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/courses/',
    { schema: { querystring: CourseListQuery, response: { 200: z.array(CourseSummary) } } },
    async (request, reply) => {
      const { courses, total } = await listCatalogue(ctx, request.query);
      reply.header('x-total-count', String(total));
      return courses;
    },
  );

  api.get(
    '/courses/:id/',
    { schema: { params: CourseIdParams, response: { 200: CourseDetail } } },
    async (request) => getCourseDetail(ctx, request.actor, request.params.id),
  );
}
