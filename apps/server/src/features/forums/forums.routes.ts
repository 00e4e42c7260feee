import type { FastifyInstance } from 'fastify';
import { forumEndpoints as endpoints } from '@somo/contract/forums';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { limitPerUser } from '../../lib/rate-limit';
import { route } from '../../lib/route';
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

export async function forumsRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  // New threads and replies share one per-user limit, so a flood of either is stopped alike.
  const limitPosts = { preHandler: limitPerUser(ctx, 'forum', ctx.config.rateLimits.post) };

  route(app, endpoints, 'GET /courses/:id/forum/categories/', async (request) =>
    getCategories({ db, actor: requireActor(request), courseId: request.params.id }),
  );

  route(app, endpoints, 'GET /courses/:id/forum/threads/', async (request) =>
    getThreads({ db, actor: requireActor(request), courseId: request.params.id, filters: request.query }),
  );

  route(
    app,
    endpoints,
    'POST /courses/:id/forum/threads/',
    async (request) =>
      createThread({ db, actor: requireActor(request), courseId: request.params.id, body: request.body }),
    limitPosts,
  );

  route(app, endpoints, 'GET /courses/:id/forum/threads/:threadId/', async (request) =>
    getThread({
      db,
      actor: requireActor(request),
      courseId: request.params.id,
      threadId: request.params.threadId,
    }),
  );

  route(app, endpoints, 'DELETE /courses/:id/forum/threads/:threadId/', async (request) =>
    deleteThread({
      db,
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
      actor: requireActor(request),
      courseId: request.params.id,
      threadId: request.params.threadId,
    }),
  );

  route(app, endpoints, 'POST /courses/:id/forum/threads/:threadId/lock/', async (request) =>
    toggleLock({
      db,
      actor: requireActor(request),
      courseId: request.params.id,
      threadId: request.params.threadId,
    }),
  );

  route(app, endpoints, 'POST /courses/:id/forum/posts/:postId/upvote/', async (request) =>
    upvotePost({
      db,
      actor: requireActor(request),
      courseId: request.params.id,
      postId: request.params.postId,
    }),
  );

  route(app, endpoints, 'POST /courses/:id/forum/posts/:postId/solution/', async (request) =>
    toggleSolution({
      db,
      actor: requireActor(request),
      courseId: request.params.id,
      postId: request.params.postId,
    }),
  );

  route(app, endpoints, 'DELETE /courses/:id/forum/posts/:postId/', async (request) =>
    deletePost({
      db,
      actor: requireActor(request),
      courseId: request.params.id,
      postId: request.params.postId,
    }),
  );

  route(app, endpoints, 'GET /courses/:id/forum/stats/', async (request) =>
    getForumStats({ db, actor: requireActor(request), courseId: request.params.id }),
  );
}
