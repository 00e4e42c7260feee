import type { FastifyInstance } from 'fastify';
import { adminEndpoints as endpoints } from '@somo/contract/admin';
import { forgetSession, requireActor } from '../../lib/auth';
import type { Database } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { publicUrl } from '../../lib/public-url';
import { route, sendJsonText } from '../../lib/route';
import { listAdminCourses, listPayments, setCoursePrice } from './admin-courses.service';
import { getAdminAnalytics, getAdminStats, getRecentActivity } from './admin-dashboard.service';
import { getSystemInfo } from './admin-system.service';
import { approveAdminRequest, listAdminRequests, rejectAdminRequest } from './admin-requests.service';
import {
  changeUserRole,
  changeUserStatus,
  deleteUser,
  listUsers,
  sendPasswordResetLink,
} from './admin-users.service';

export async function adminRoutes(app: FastifyInstance, ctx: AppContext, driver: Database['driver']) {
  const { db } = ctx;

  route(app, endpoints, 'GET /admin/dashboard/stats/', async (request) =>
    getAdminStats({ db, actor: requireActor(request) }),
  );
  route(app, endpoints, 'GET /admin/analytics/', async (request) =>
    getAdminAnalytics({ db, actor: requireActor(request) }),
  );
  route(app, endpoints, 'GET /admin/activity/', async (request) =>
    getRecentActivity({ db, actor: requireActor(request) }),
  );

  route(app, endpoints, 'GET /admin/requests/all/', async (request) =>
    listAdminRequests({ db, actor: requireActor(request) }),
  );
  route(app, endpoints, 'POST /admin/requests/:id/approve/', async (request) =>
    approveAdminRequest({
      ctx,
      actor: requireActor(request),
      requestId: request.params.id,
      siteUrl: publicUrl(ctx.config, request),
    }),
  );
  route(app, endpoints, 'POST /admin/requests/:id/reject/', async (request) =>
    rejectAdminRequest({
      ctx,
      actor: requireActor(request),
      requestId: request.params.id,
      reason: request.body.reason,
    }),
  );

  // The page arrives as JSON text already checked against AdminUserList.
  route(app, endpoints, 'GET /admin/users/', async (request, reply) =>
    sendJsonText(
      reply,
      await listUsers({ db, actor: requireActor(request), query: request.query, pages: ctx.adminUsers }),
    ),
  );
  route(app, endpoints, 'PUT /admin/users/:id/role/', async (request) => {
    const change = await changeUserRole({
      db,
      actor: requireActor(request),
      userId: request.params.id,
      role: request.body.role,
    });
    forgetSession(ctx, request.params.id);
    return change;
  });
  route(app, endpoints, 'PUT /admin/users/:id/status/', async (request) => {
    const change = await changeUserStatus({
      db,
      actor: requireActor(request),
      userId: request.params.id,
      isActive: request.body.is_active,
    });
    forgetSession(ctx, request.params.id);
    return change;
  });
  route(app, endpoints, 'DELETE /admin/users/:id/delete/', async (request) => {
    const deleted = await deleteUser({
      db,
      storage: ctx.storage,
      actor: requireActor(request),
      userId: request.params.id,
    });
    forgetSession(ctx, request.params.id);
    return deleted;
  });
  route(app, endpoints, 'POST /admin/users/:id/password-reset/', async (request) =>
    sendPasswordResetLink({
      ctx,
      actor: requireActor(request),
      userId: request.params.id,
      baseUrl: publicUrl(ctx.config, request),
    }),
  );

  route(app, endpoints, 'GET /admin/courses/', async (request) =>
    listAdminCourses({ db, actor: requireActor(request) }),
  );
  route(app, endpoints, 'PUT /admin/courses/:id/price/', async (request) =>
    setCoursePrice({
      db,
      actor: requireActor(request),
      courseId: request.params.id,
      price: request.body.price,
    }),
  );

  route(app, endpoints, 'GET /admin/payments/', async (request) =>
    listPayments({ db, actor: requireActor(request) }),
  );

  route(app, endpoints, 'GET /admin/system/', async (request) =>
    getSystemInfo({ ctx, driver, actor: requireActor(request) }),
  );
}
