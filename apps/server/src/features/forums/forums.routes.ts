import type { FastifyInstance } from 'fastify';
import { forumEndpoints as endpoints } from '@somo/contract/forums';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { limitPerUser } from '../../lib/rate-limit';
import { route, sendJsonText } from '../../lib/route';
import { getThread, getThreads } from './forum-reads';
import {
  createPost,
  createThread,
  deletePost,
  deleteThread,
  getCategories,
  getForumStats,
  toggleLock,
  togglePin,
  toggleSolution,
  upvotePost,
} from './forums.service';

export async function forumsRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const caches = { catalogue: ctx.catalogue, forum: ctx.forum };
  // New threads and replies share one per-user limit, so a flood of either is stopped alike.
  const limitPosts = { preHandler: limitPerUser(ctx, 'forum', ctx.config.rateLimits.post) };

  route(app, endpoints, 'GET /courses/:id/forum/categories/', async (request) =>
    getCategories({ db, caches, actor: requireActor(request), courseId: request.params.id }),
  );

  // Both reads answer JSON text checked against the contract when it was cached (forum-reads.ts).
  route(app, endpoints, 'GET /courses/:id/forum/threads/', async (request, reply) => {
    const json = await getThreads({
      ctx,
      actor: requireActor(request),
      courseId: request.params.id,
      filters: request.query,
    });
    return sendJsonText(reply, json);
  });

  route(
    app,
    endpoints,
    'POST /courses/:id/forum/threads/',
    async (request) =>
      createThread({
        db,
        caches,
        actor: requireActor(request),
        courseId: request.params.id,
        body: request.body,
      }),
    limitPosts,
  );

  route(app, endpoints, 'GET /courses/:id/forum/threads/:threadId/', async (request, reply) => {
    const json = await getThread({
      ctx,
      actor: requireActor(request),
      courseId: request.params.id,
      threadId: request.params.threadId,
    });
    return sendJsonText(reply, json);
  });

  route(app, endpoints, 'DELETE /courses/:id/forum/threads/:threadId/', async (request) =>
    deleteThread({
      db,
      caches,
      actor: requireActor(request),
      courseId: request.params.id,
      threadId: request.params.threadId,
    }),
  );

  route(
    app,
    endpoints,
    'POST /courses/:id/forum/threads/:threadId/posts/',
    async (request) =>
      createPost({
        db,
        caches,
        actor: requireActor(request),
        courseId: request.params.id,
        threadId: request.params.threadId,
        body: request.body,
      }),
    limitPosts,
  );

  route(app, endpoints, 'POST /courses/:id/forum/threads/:threadId/pin/', async (request) =>
    togglePin({
      db,
      caches,
      actor: requireActor(request),
      courseId: request.params.id,
      threadId: request.params.threadId,
    }),
  );

  route(app, endpoints, 'POST /courses/:id/forum/threads/:threadId/lock/', async (request) =>
    toggleLock({
      db,
      caches,
      actor: requireActor(request),
      courseId: request.params.id,
      threadId: request.params.threadId,
    }),
  );

  route(app, endpoints, 'POST /courses/:id/forum/posts/:postId/upvote/', async (request) =>
    upvotePost({
      db,
      caches,
      actor: requireActor(request),
      courseId: request.params.id,
      postId: request.params.postId,
    }),
  );

  route(app, endpoints, 'POST /courses/:id/forum/posts/:postId/solution/', async (request) =>
    toggleSolution({
      db,
      caches,
      actor: requireActor(request),
      courseId: request.params.id,
      postId: request.params.postId,
    }),
  );

  route(app, endpoints, 'DELETE /courses/:id/forum/posts/:postId/', async (request) =>
    deletePost({
      db,
      caches,
      actor: requireActor(request),
      courseId: request.params.id,
      postId: request.params.postId,
    }),
  );

  route(app, endpoints, 'GET /courses/:id/forum/stats/', async (request) =>
    getForumStats({ db, caches, actor: requireActor(request), courseId: request.params.id }),
  );
}
