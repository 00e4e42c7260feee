import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/save-file';

const GRADEBOOK = 'GET /instructor/courses/:courseId/assessments/:id/gradebook.csv';

/** The gradebook file; fetched by the api client because it needs the bearer token a plain link lacks. */
export function getGradebook(courseId: number, assessmentId: number) {
  return api.call<typeof GRADEBOOK, Blob>(GRADEBOOK, {
    params: { courseId, id: assessmentId },
    asBlob: true,
  });
}

/** Fetches the gradebook and saves it under the name the server gives (the assessment's title). */
export function useDownloadGradebookMutation(courseId: number, assessmentId: number) {
  return useMutation({
    mutationFn: async (title: string) => {
      saveDownload(await getGradebook(courseId, assessmentId), `${title} gradebook.csv`);
    },
  });
}
