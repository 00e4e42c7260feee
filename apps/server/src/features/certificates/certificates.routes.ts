import type { FastifyInstance, FastifyRequest } from 'fastify';
import { certificateEndpoints as endpoints } from '@somo/contract/certificates';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { publicUrl } from '../../lib/public-url';
import { contentDisposition } from '../../lib/content-disposition';
import { route } from '../../lib/route';
import {
  certificatePdf,
  getCertificate,
  listAllCertificates,
  listMyCertificates,
  reissueCertificate,
  revokeCertificate,
} from './certificates.service';

export async function certificatesRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const baseUrl = (request: FastifyRequest) => publicUrl(ctx.config, request);

  route(app, endpoints, 'GET /certificates/', async (request) =>
    listMyCertificates({ db, actor: requireActor(request), baseUrl: baseUrl(request) }),
  );

  route(app, endpoints, 'GET /certificates/:id/', async (request) =>
    getCertificate({ db, id: request.params.id, baseUrl: baseUrl(request) }),
  );

  route(app, endpoints, 'GET /certificates/:id/pdf/', async (request, reply) => {
    const { bytes, fileName } = await certificatePdf({
      ctx,
      id: request.params.id,
      baseUrl: baseUrl(request),
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(fileName))
      .header('cache-control', 'private, no-cache')
      .send(bytes);
  });

  route(app, endpoints, 'GET /admin/certificates/', async (request) =>
    listAllCertificates({
      db,
      actor: requireActor(request),
      search: request.query.search,
      baseUrl: baseUrl(request),
    }),
  );

  route(app, endpoints, 'POST /admin/certificates/:id/revoke/', async (request) =>
    revokeCertificate({
      db,
      actor: requireActor(request),
      id: request.params.id,
      reason: request.body.reason,
      baseUrl: baseUrl(request),
    }),
  );

  route(app, endpoints, 'POST /admin/certificates/:id/reissue/', async (request) =>
    reissueCertificate({
      db,
      actor: requireActor(request),
      id: request.params.id,
      baseUrl: baseUrl(request),
    }),
  );
}
