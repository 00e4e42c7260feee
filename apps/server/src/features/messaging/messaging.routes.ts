import type { FastifyInstance } from 'fastify';
import { messagingEndpoints as endpoints } from '@somo/contract/messaging';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { limitPerUser } from '../../lib/rate-limit';
import { route } from '../../lib/route';
import { countUnreadMessages } from './messaging.queries';
import {
  deleteMessage,
  getCourseConversation,
  getDirectConversation,
  listConversations,
  listInstructorsForStudent,
  listMessageable,
  listStudentsForInstructor,
  sendCourseMessage,
  sendDirectMessage,
} from './messaging.service';

export async function messagingRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  // Course chat and direct messages share one per-user limit, so a flood through either is stopped alike.
  const limitMessages = { preHandler: limitPerUser(ctx, 'message', ctx.config.rateLimits.post) };

  route(app, endpoints, 'GET /messaging/student-instructors/', async (request) =>
    listInstructorsForStudent({ db, actor: requireActor(request) }),
  );

  route(app, endpoints, 'GET /messaging/instructor-students/', async (request) =>
    listStudentsForInstructor({ db, actor: requireActor(request) }),
  );

  route(app, endpoints, 'GET /messaging/course/:courseId/:otherUserId/', async (request) =>
    getCourseConversation({
      db,
      actor: requireActor(request),
      courseId: request.params.courseId,
      otherId: request.params.otherUserId,
    }),
  );

  route(
    app,
    endpoints,
    'POST /messaging/send/',
    async (request) => sendCourseMessage({ db, actor: requireActor(request), body: request.body }),
    limitMessages,
  );

  route(app, endpoints, 'DELETE /messaging/delete/:messageId/', async (request) =>
    deleteMessage({ db, actor: requireActor(request), messageId: request.params.messageId }),
  );

  route(app, endpoints, 'GET /messaging/unread-count/', async (request) => ({
    unread_count: await countUnreadMessages(db, requireActor(request).id),
  }));

  route(app, endpoints, 'GET /messages/', async (request) =>
    listConversations({ db, actor: requireActor(request) }),
  );

  route(app, endpoints, 'GET /messages/conversation/:userId/', async (request) =>
    getDirectConversation({ db, actor: requireActor(request), otherId: request.params.userId }),
  );

  route(
    app,
    endpoints,
    'POST /messages/send/',
    async (request) => sendDirectMessage({ db, actor: requireActor(request), body: request.body }),
    limitMessages,
  );

  route(app, endpoints, 'GET /users/messageable/', async (request) =>
    listMessageable({ db, actor: requireActor(request), query: request.query }),
  );
}
