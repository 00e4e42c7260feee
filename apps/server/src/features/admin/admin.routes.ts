import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActivityItem,
  AdminAnalytics,
  AdminCourse,
  AdminRequestItem,
  AdminStats,
  AdminUser,
  AdminUserList,
  AdminUserQuery,
  Payment,
  PriceBody,
  RejectBody,
  RoleBody,
  StatusBody,
  SystemInfo,
} from '@somo/contract/admin';
import { IdParam } from '@somo/contract/courses';
import { MessageResponse } from '@somo/contract/errors';
import { forgetSession, requireActor } from '../../lib/auth';
import type { Database } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { publicUrl } from '../../lib/public-url';
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

const IdParams = z.object({ id: IdParam });
const UserChange = z.object({ message: z.string(), user: AdminUser });

export async function adminRoutes(app: FastifyInstance, ctx: AppContext, driver: Database['driver']) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  api.get('/admin/dashboard/stats/', { schema: { response: { 200: AdminStats } } }, async (request) =>
    getAdminStats(db, requireActor(request)),
  );
  api.get('/admin/analytics/', { schema: { response: { 200: AdminAnalytics } } }, async (request) =>
    getAdminAnalytics(db, requireActor(request)),
  );
  api.get('/admin/activity/', { schema: { response: { 200: z.array(ActivityItem) } } }, async (request) =>
    getRecentActivity(db, requireActor(request)),
  );

  api.get(
    '/admin/requests/all/',
    { schema: { response: { 200: z.object({ admin_requests: z.array(AdminRequestItem) }) } } },
    async (request) => listAdminRequests(db, requireActor(request)),
  );
  api.post(
    '/admin/requests/:id/approve/',
    { schema: { params: IdParams, response: { 200: MessageResponse } } },
    async (request) =>
      approveAdminRequest(ctx, requireActor(request), request.params.id, publicUrl(ctx.config, request)),
  );
  api.post(
    '/admin/requests/:id/reject/',
    { schema: { params: IdParams, body: RejectBody, response: { 200: MessageResponse } } },
    async (request) => rejectAdminRequest(ctx, requireActor(request), request.params.id, request.body.reason),
  );

  api.get(
    '/admin/users/',
    { schema: { querystring: AdminUserQuery, response: { 200: AdminUserList } } },
    async (request) => listUsers(db, requireActor(request), request.query),
  );
  api.put(
    '/admin/users/:id/role/',
    { schema: { params: IdParams, body: RoleBody, response: { 200: UserChange } } },
    async (request) => {
      const change = await changeUserRole(db, requireActor(request), request.params.id, request.body.role);
      forgetSession(ctx, request.params.id);
      return change;
    },
  );
  api.put(
    '/admin/users/:id/status/',
    { schema: { params: IdParams, body: StatusBody, response: { 200: UserChange } } },
    async (request) => {
      const change = await changeUserStatus(
        db,
        requireActor(request),
        request.params.id,
        request.body.is_active,
      );
      forgetSession(ctx, request.params.id);
      return change;
    },
  );
  api.delete(
    '/admin/users/:id/delete/',
    { schema: { params: IdParams, response: { 200: MessageResponse } } },
    async (request) => {
      const deleted = await deleteUser(db, requireActor(request), request.params.id);
      forgetSession(ctx, request.params.id);
      return deleted;
    },
  );

  api.post(
    '/admin/users/:id/password-reset/',
    { schema: { params: IdParams, response: { 200: MessageResponse } } },
    async (request) =>
      sendPasswordResetLink({
        ctx,
        actor: requireActor(request),
        userId: request.params.id,
        baseUrl: publicUrl(ctx.config, request),
      }),
  );

  api.get('/admin/courses/', { schema: { response: { 200: z.array(AdminCourse) } } }, async (request) =>
    listAdminCourses(db, requireActor(request)),
  );
  api.put(
    '/admin/courses/:id/price/',
    {
      schema: {
        params: IdParams,
        body: PriceBody,
        response: { 200: z.object({ message: z.string(), price: z.number() }) },
      },
    },
    async (request) => setCoursePrice(db, requireActor(request), request.params.id, request.body.price),
  );

  api.get('/admin/payments/', { schema: { response: { 200: z.array(Payment) } } }, async (request) =>
    listPayments(db, requireActor(request)),
  );

  api.get('/admin/system/', { schema: { response: { 200: SystemInfo } } }, async (request) =>
    getSystemInfo(ctx, driver, requireActor(request)),
  );
}
