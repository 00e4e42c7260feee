import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PdfAnalysisResponse, PdfCreateResponse, PdfPreviewResponse } from '@somo/contract/ai';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { analyzePdf, createCourseFromPdf, previewPdf } from './course-pdf.service';
import { createDraftCache } from './draft-cache';

/** Spec 02 §7: the three steps of creating a course from a PDF, each sent the file as multipart pdf_file. */
export async function coursePdfRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cache = createDraftCache();

  api.post(
    '/instructor/courses/pdf/analyze/',
    { schema: { response: { 200: PdfAnalysisResponse } } },
    async (request) => analyzePdf({ ctx, cache, actor: requireActor(request), request }),
  );

  api.post(
    '/instructor/courses/pdf/preview/',
    { schema: { response: { 200: PdfPreviewResponse } } },
    async (request) => previewPdf({ ctx, cache, actor: requireActor(request), request }),
  );

  api.post(
    '/instructor/courses/pdf/create/',
    { schema: { response: { 201: PdfCreateResponse } } },
    async (request, reply) =>
      reply.code(201).send(await createCourseFromPdf({ ctx, cache, actor: requireActor(request), request })),
  );
}
