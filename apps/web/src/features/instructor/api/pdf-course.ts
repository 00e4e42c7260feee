import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PdfCreateFields, PdfPreviewFields } from '@somo/contract/ai';
import { api } from '../../../lib/api-client';
import { instructorKeys, publicCourseKeys } from '../../../api/instructor-courses';

/** Spec 02 §7: every PDF step sends the file as multipart pdf_file, with the form's fields beside it. */
function pdfForm(file: File, fields: Record<string, unknown> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      form.append(name, String(value));
    }
  }
  form.append('pdf_file', file);
  return form;
}

export function postAnalyzePdf(file: File, signal?: AbortSignal) {
  return api.call('POST /instructor/courses/pdf/analyze/', { body: pdfForm(file), signal });
}

export function postPreviewPdf(file: File, fields: PdfPreviewFields, signal?: AbortSignal) {
  return api.call('POST /instructor/courses/pdf/preview/', { body: pdfForm(file, fields), signal });
}

export function postCreatePdfCourse({ file, fields }: { file: File; fields: PdfCreateFields }) {
  return api.call('POST /instructor/courses/pdf/create/', { body: pdfForm(file, fields) });
}

export function useCreatePdfCourseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCreatePdfCourse,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: instructorKeys.list() }),
        queryClient.invalidateQueries({ queryKey: publicCourseKeys() }),
      ]);
    },
  });
}
