import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PdfAnalysisResponse, PdfCreateResponse, PdfPreviewResponse } from '@somo/contract/ai';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { analyzePdf, createCourseFromPdf, previewPdf } from './course-pdf.service';
import { createDraftCache } from './draft-cache';
import { createPdfTextReader } from './pdf-text';

/** Spec 02 §7: the three steps of creating a course from a PDF, each sent the file as multipart pdf_file. */
export async function coursePdfRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cache = createDraftCache();
  const reader = createPdfTextReader();
  app.addHook('onClose', () => reader.close());

  api.post(
    '/instructor/courses/pdf/analyze/',
    { schema: { response: { 200: PdfAnalysisResponse } } },
    async (request) => analyzePdf({ ctx, cache, reader, actor: requireActor(request), request }),
  );

  api.post(
    '/instructor/courses/pdf/preview/',
    { schema: { response: { 200: PdfPreviewResponse } } },
    async (request) => previewPdf({ ctx, cache, reader, actor: requireActor(request), request }),
  );

  api.post(
    '/instructor/courses/pdf/create/',
    { schema: { response: { 201: PdfCreateResponse } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createCourseFromPdf({ ctx, cache, reader, actor: requireActor(request), request })),
  );
}
