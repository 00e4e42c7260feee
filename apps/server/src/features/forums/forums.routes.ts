import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam } from '@somo/contract/courses';
import { MessageResponse } from '@somo/contract/errors';
import {
  CreatedId,
  ForumCategory,
  ForumStats,
  ForumThreadDetail,
  ForumThreadSummary,
  LockResponse,
  NewPostBody,
  NewThreadBody,
  PinResponse,
  SolutionResponse,
  ThreadListQuery,
  UpvoteResponse,
} from '@somo/contract/forums';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { limitPerUser } from '../../lib/rate-limit';
import {
  createPost,
  createThread,
  deletePost,
  deleteThread,
  getCategories,
  getForumStats,
  getThread,
  getThreads,
  toggleLock,
  togglePin,
  toggleSolution,
  upvotePost,
} from './forums.service';

const CourseParams = z.object({ id: IdParam });
const ThreadParams = z.object({ id: IdParam, threadId: IdParam });
const PostParams = z.object({ id: IdParam, postId: IdParam });

export async function forumsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const limitPosts = limitPerUser(ctx, 'forum', ctx.config.rateLimits.post);
  const base = '/courses/:id/forum';

  api.get(
    `${base}/categories/`,
    { schema: { params: CourseParams, response: { 200: z.array(ForumCategory) } } },
    async (request) => getCategories(db, requireActor(request), request.params.id),
  );

  api.get(
    `${base}/threads/`,
    {
      schema: {
        params: CourseParams,
        querystring: ThreadListQuery,
        response: { 200: z.array(ForumThreadSummary) },
      },
    },
    async (request) => getThreads(db, requireActor(request), request.params.id, request.query),
  );

  api.post(
    `${base}/threads/`,
    {
      preHandler: limitPosts,
      schema: { params: CourseParams, body: NewThreadBody, response: { 201: CreatedId } },
    },
    async (request, reply) =>
      reply.code(201).send(await createThread(db, requireActor(request), request.params.id, request.body)),
  );

  api.get(
    `${base}/threads/:threadId/`,
    { schema: { params: ThreadParams, response: { 200: ForumThreadDetail } } },
    async (request) => getThread(db, requireActor(request), request.params.id, request.params.threadId),
  );

  api.delete(
    `${base}/threads/:threadId/`,
    { schema: { params: ThreadParams, response: { 200: MessageResponse } } },
    async (request) => deleteThread(db, requireActor(request), request.params.id, request.params.threadId),
  );

  api.post(
    `${base}/threads/:threadId/posts/`,
    {
      preHandler: limitPosts,
      schema: { params: ThreadParams, body: NewPostBody, response: { 201: CreatedId } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createPost(
            db,
            requireActor(request),
            request.params.id,
            request.params.threadId,
            request.body,
          ),
        ),
  );

  api.post(
    `${base}/threads/:threadId/pin/`,
    { schema: { params: ThreadParams, response: { 200: PinResponse } } },
    async (request) => togglePin(db, requireActor(request), request.params.id, request.params.threadId),
  );

  api.post(
    `${base}/threads/:threadId/lock/`,
    { schema: { params: ThreadParams, response: { 200: LockResponse } } },
    async (request) => toggleLock(db, requireActor(request), request.params.id, request.params.threadId),
  );

  api.post(
    `${base}/posts/:postId/upvote/`,
    { schema: { params: PostParams, response: { 200: UpvoteResponse } } },
    async (request) => upvotePost(db, requireActor(request), request.params.id, request.params.postId),
  );

  api.post(
    `${base}/posts/:postId/solution/`,
    { schema: { params: PostParams, response: { 200: SolutionResponse } } },
    async (request) => toggleSolution(db, requireActor(request), request.params.id, request.params.postId),
  );

  api.delete(
    `${base}/posts/:postId/`,
    { schema: { params: PostParams, response: { 200: MessageResponse } } },
    async (request) => deletePost(db, requireActor(request), request.params.id, request.params.postId),
  );

  api.get(
    `${base}/stats/`,
    { schema: { params: CourseParams, response: { 200: ForumStats } } },
    async (request) => getForumStats(db, requireActor(request), request.params.id),
  );
}
