import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseSettingsBody, InstructorCourseDetail } from '@somo/contract/instructor';
import { api } from '../../../lib/api-client';
import { instructorKeys, publicCourseKeys } from '../../../api/instructor-courses';

export type CourseSettingsChange = {
  fields: CourseSettingsBody;
  /** Sent with the fields as multipart/form-data when present. */
  thumbnail?: File | null;
};

function toFormData(fields: CourseSettingsBody, thumbnail: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  form.append('thumbnail', thumbnail);
  return form;
}

/** The fields go as JSON, or with a thumbnail as a multipart form: the endpoint takes either. */
export function putCourseSettings(courseId: string, { fields, thumbnail }: CourseSettingsChange) {
  const body = thumbnail ? toFormData(fields, thumbnail) : fields;
  return api.call('PUT /instructor/courses/:id/settings/update/', { params: { id: courseId }, body });
}

export function useUpdateCourseSettingsMutation(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CourseSettingsChange) => putCourseSettings(courseId, change),
    onSuccess: async (course) => {
      queryClient.setQueryData(instructorKeys.detail(courseId), course);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: instructorKeys.list() }),
        queryClient.invalidateQueries({ queryKey: publicCourseKeys() }),
      ]);
    },
  });
}

export function postTogglePublication(courseId: string) {
  return api.call('POST /instructor/courses/:id/toggle-publication/', { params: { id: courseId } });
}

export function useTogglePublicationMutation(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postTogglePublication(courseId),
    onSuccess: async ({ is_published }) => {
      queryClient.setQueryData<InstructorCourseDetail>(instructorKeys.detail(courseId), (course) =>
        course ? { ...course, is_published } : course,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: instructorKeys.all() }),
        queryClient.invalidateQueries({ queryKey: publicCourseKeys() }),
      ]);
    },
  });
}
