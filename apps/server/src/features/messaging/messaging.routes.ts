import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam } from '@somo/contract/courses';
import { MessageResponse } from '@somo/contract/errors';
import {
  ConversationSummary,
  CourseMessageBody,
  DirectMessageBody,
  InstructorStudentContact,
  Message,
  MessageableQuery,
  MessageableUser,
  SendMessageResponse,
  StudentInstructorContact,
  UnreadCount,
} from '@somo/contract/messaging';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { limitPerUser } from '../../lib/rate-limit';
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const limitMessages = limitPerUser(ctx, 'message', ctx.config.rateLimits.post);

  api.get(
    '/messaging/student-instructors/',
    { schema: { response: { 200: z.array(StudentInstructorContact) } } },
    async (request) => listInstructorsForStudent(db, requireActor(request)),
  );

  api.get(
    '/messaging/instructor-students/',
    { schema: { response: { 200: z.array(InstructorStudentContact) } } },
    async (request) => listStudentsForInstructor(db, requireActor(request)),
  );

  api.get(
    '/messaging/course/:courseId/:otherUserId/',
    {
      schema: {
        params: z.object({ courseId: IdParam, otherUserId: IdParam }),
        response: { 200: z.array(Message) },
      },
    },
    async (request) =>
      getCourseConversation(db, requireActor(request), request.params.courseId, request.params.otherUserId),
  );

  api.post(
    '/messaging/send/',
    {
      preHandler: limitMessages,
      schema: { body: CourseMessageBody, response: { 201: SendMessageResponse } },
    },
    async (request, reply) =>
      reply.code(201).send(await sendCourseMessage(db, requireActor(request), request.body)),
  );

  api.delete(
    '/messaging/delete/:messageId/',
    { schema: { params: z.object({ messageId: IdParam }), response: { 200: MessageResponse } } },
    async (request) => deleteMessage(db, requireActor(request), request.params.messageId),
  );

  api.get('/messaging/unread-count/', { schema: { response: { 200: UnreadCount } } }, async (request) => ({
    unread_count: await countUnreadMessages(db, requireActor(request).id),
  }));

  api.get('/messages/', { schema: { response: { 200: z.array(ConversationSummary) } } }, async (request) =>
    listConversations(db, requireActor(request)),
  );

  api.get(
    '/messages/conversation/:userId/',
    { schema: { params: z.object({ userId: IdParam }), response: { 200: z.array(Message) } } },
    async (request) => getDirectConversation(db, requireActor(request), request.params.userId),
  );

  api.post(
    '/messages/send/',
    {
      preHandler: limitMessages,
      schema: { body: DirectMessageBody, response: { 201: SendMessageResponse } },
    },
    async (request, reply) =>
      reply.code(201).send(await sendDirectMessage(db, requireActor(request), request.body)),
  );

  api.get(
    '/users/messageable/',
    { schema: { querystring: MessageableQuery, response: { 200: z.array(MessageableUser) } } },
    async (request) => listMessageable(db, requireActor(request), request.query),
  );
}
