import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CourseIdParams, CourseListQuery } from '@somo/contract/courses';
import type { AppContext } from '../../lib/context';
import { getCourseDetail, listCatalogue } from './courses.service';

export async function coursesRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/courses/',
    // The page arrives as JSON text already checked against CataloguePage when it was cached.
    { schema: { querystring: CourseListQuery } },
    async (request, reply) => {
      const { json, total } = await listCatalogue(ctx, request.query);
      return reply.header('x-total-count', String(total)).type('application/json; charset=utf-8').send(json);
    },
  );

  api.get(
    '/courses/:id/',
    // The course arrives as JSON text already checked against CourseDetail when it was cached.
    { schema: { params: CourseIdParams } },
    async (request, reply) => {
      const json = await getCourseDetail(ctx, request.actor, request.params.id);
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );
}
