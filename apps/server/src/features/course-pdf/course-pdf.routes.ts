import type { FastifyInstance } from 'fastify';
import { coursePdfEndpoints as endpoints } from '@somo/contract/course-pdf';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { route } from '../../lib/route';
import { analyzePdf, createCourseFromPdf, previewPdf } from './course-pdf.service';
import { createDraftCache } from './draft-cache';
import { createPdfTextReader } from './pdf-text';

/** Spec 02 §7: the three steps of creating a course from a PDF, each sent the file as multipart pdf_file. */
export async function coursePdfRoutes(app: FastifyInstance, ctx: AppContext) {
  const cache = createDraftCache();
  const reader = createPdfTextReader();
  app.addHook('onClose', () => reader.close());

  route(app, endpoints, 'POST /instructor/courses/pdf/analyze/', async (request) =>
    analyzePdf({ ctx, cache, reader, actor: requireActor(request), request }),
  );

  route(app, endpoints, 'POST /instructor/courses/pdf/preview/', async (request) =>
    previewPdf({ ctx, cache, reader, actor: requireActor(request), request }),
  );

  route(app, endpoints, 'POST /instructor/courses/pdf/create/', async (request) =>
    createCourseFromPdf({ ctx, cache, reader, actor: requireActor(request), request }),
  );
}
