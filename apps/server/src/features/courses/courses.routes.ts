import type { FastifyInstance } from 'fastify';
import { courseEndpoints as endpoints } from '@somo/contract/courses';
import type { AppContext } from '../../lib/context';
import { route, sendJsonText } from '../../lib/route';
import { getCourseDetail, listCatalogue } from './courses.service';

export async function coursesRoutes(app: FastifyInstance, ctx: AppContext) {
  // The page arrives as JSON text already checked against CataloguePage when it was cached.
  route(app, endpoints, 'GET /courses/', async (request, reply) => {
    const { json, total } = await listCatalogue({
      db: ctx.db,
      catalogue: ctx.catalogue,
      query: request.query,
    });
    return sendJsonText(reply.header('x-total-count', String(total)), json);
  });

  // The course arrives as JSON text already checked against CourseDetail when it was cached.
  route(app, endpoints, 'GET /courses/:id/', async (request, reply) => {
    const json = await getCourseDetail({
      fileAccess: ctx.fileAccess,
      db: ctx.db,
      catalogue: ctx.catalogue,
      viewers: ctx.viewers,
      actor: request.actor,
      courseId: request.params.id,
    });
    return sendJsonText(reply, json);
  });
}
