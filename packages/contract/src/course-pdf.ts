import {
  PdfAnalysisResponse,
  PdfCreateFields,
  PdfCreateResponse,
  PdfPreviewFields,
  PdfPreviewResponse,
} from './ai';
import { describeEndpoints } from './endpoint';

/** The PDF goes in the pdf_file part; the other fields of a form travel as text beside it. */
function pdfForm(fields: { shape: Record<string, unknown> }) {
  return {
    pdf_file: 'file',
    ...Object.fromEntries(Object.keys(fields.shape).map((name) => [name, 'text' as const])),
  } as const;
}

/**
 * Every refusal a PDF upload can meet before anything is drafted: PDF processing switched off (forbidden), not
 * a multipart form or not a PDF (unsupported_media_type), a broken form, a password or no text (bad_request),
 * too large to read (payload_too_large), or the readers all busy (service_unavailable).
 */
const PDF_ERRORS = [
  'bad_request',
  'forbidden',
  'payload_too_large',
  'unsupported_media_type',
  'service_unavailable',
] as const;

/** Spec 02 §7: the three steps of creating a course from a PDF, each sent the file as multipart pdf_file. */
export const coursePdfEndpoints = describeEndpoints({
  'POST /instructor/courses/pdf/analyze/': {
    summary: 'Reads a PDF and suggests a title, description, language, price and audience for a course.',
    tag: 'Course from PDF',
    auth: 'required',
    roles: ['instructor'],
    form: { pdf_file: 'file' },
    response: PdfAnalysisResponse,
    errors: PDF_ERRORS,
  },
  'POST /instructor/courses/pdf/preview/': {
    summary: 'The lessons and quiz questions a course from this PDF would get, without creating it.',
    tag: 'Course from PDF',
    auth: 'required',
    roles: ['instructor'],
    form: pdfForm(PdfPreviewFields),
    response: PdfPreviewResponse,
    errors: PDF_ERRORS,
  },
  'POST /instructor/courses/pdf/create/': {
    summary: 'Creates a draft course from the PDF, with its lessons and an inactive quiz to review.',
    tag: 'Course from PDF',
    auth: 'required',
    roles: ['instructor'],
    form: pdfForm(PdfCreateFields),
    status: 201,
    response: PdfCreateResponse,
    errors: PDF_ERRORS,
  },
});
