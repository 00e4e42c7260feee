import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { enforceRateLimit } from '../../lib/rate-limit';
import { getSettings } from '../settings/settings.service';

const MB = 1024 * 1024;

/** The form's text fields, and its file with the name it was sent with. */
export type MultipartForm = { fields: Record<string, string | boolean>; file?: Buffer; fileName?: string };

const BOOLEAN_FIELDS = new Set(['is_published', 'certificates_enabled']);

/**
 * Reads a multipart form with at most one file (in `fileField`), refusing files over `maxBytes` with 413.
 * Booleans arrive as text in a form, so known boolean fields are turned back into booleans.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  { fileField, maxBytes }: { fileField: string; maxBytes: number },
): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {} };
  const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 20_000 } });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField) {
          form.file = bytes;
          form.fileName = part.filename;
        }
        continue;
      }
      const value = String(part.value);
      form.fields[part.fieldname] = BOOLEAN_FIELDS.has(part.fieldname) ? value === 'true' : value;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const limit = Math.round(maxBytes / (1024 * 1024));
      throw new AppError('payload_too_large', `The file is too large. The limit is ${limit} MB.`);
    }
    throw error;
  }
  return form;
}

/** An upload form from this user: within the upload rate, its file within the platform's upload size limit. */
export async function readUploadForm({
  ctx,
  request,
  userId,
  fileField,
}: {
  ctx: AppContext;
  request: FastifyRequest;
  userId: number;
  fileField: string;
}): Promise<MultipartForm> {
  await enforceRateLimit(ctx, `upload:user:${userId}`, ctx.config.rateLimits.upload);
  const { platform_settings: platform } = await getSettings({ db: ctx.db });
  return readMultipartForm(request, { fileField, maxBytes: platform.max_file_upload_size * MB });
}
