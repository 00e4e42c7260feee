import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { InstructorLesson } from '@somo/contract/instructor';
import { api } from '../lib/api-client';
import { instructorKeys, publicCourseKeys } from './instructor-courses';

/**
 * The files of a lesson besides its text: images for its Markdown, handouts, an uploaded video with its poster and
 * captions. Each upload is one multipart field `file`. The API client sends through fetch, which reports no upload
 * progress, so screens show a plain 'Uploading…' state while a call runs.
 */

type Id = string | number;
type LessonTarget = { courseId: Id; lessonId: Id };

function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/**
 * A lesson's files change its course's storage total (course detail) and its lesson list; students see the
 * lesson's handouts and video on the public course pages.
 */
function refreshLessonFiles(queryClient: QueryClient, courseId: Id) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: instructorKeys.course(courseId) }),
    queryClient.invalidateQueries({ queryKey: publicCourseKeys() }),
  ]);
}

/** The answer of a video call is the lesson as it now is: shown at once, before the lists are fetched again. */
function storeLesson(queryClient: QueryClient, lesson: InstructorLesson) {
  queryClient.setQueryData<InstructorLesson[]>(instructorKeys.lessons(lesson.course_id), (lessons) =>
    lessons?.map((item) => (item.id === lesson.id ? lesson : item)),
  );
}

/** Stores an image for the course's lessons (JPEG, PNG or WebP); answers the URL to write as ![alt](url). */
export function uploadLessonImage(courseId: Id, file: File) {
  return api.call('POST /instructor/courses/:courseId/images/', {
    params: { courseId },
    body: fileForm(file),
  });
}

export function useUploadLessonImage(courseId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadLessonImage(courseId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: instructorKeys.detail(courseId) }),
  });
}

export function addLessonAttachment({ courseId, lessonId }: LessonTarget, file: File) {
  return api.call('POST /instructor/courses/:courseId/lessons/:lessonId/attachments/', {
    params: { courseId, lessonId },
    body: fileForm(file),
  });
}

export function useAddAttachment(target: LessonTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => addLessonAttachment(target, file),
    onSuccess: () => refreshLessonFiles(queryClient, target.courseId),
  });
}

export function deleteLessonAttachment({ courseId, lessonId }: LessonTarget, attachmentId: string) {
  return api.call('DELETE /instructor/courses/:courseId/lessons/:lessonId/attachments/:attachmentId/', {
    params: { courseId, lessonId, attachmentId },
  });
}

export function useDeleteAttachment(target: LessonTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachmentId: string) => deleteLessonAttachment(target, attachmentId),
    onSuccess: () => refreshLessonFiles(queryClient, target.courseId),
  });
}

/** Uploads the lesson's MP4 or WebM video; it replaces the video link, and an earlier video with its extras. */
export function uploadLessonVideo({ courseId, lessonId }: LessonTarget, file: File) {
  return api.call('POST /instructor/courses/:courseId/lessons/:lessonId/video/', {
    params: { courseId, lessonId },
    body: fileForm(file),
  });
}

export function removeLessonVideo({ courseId, lessonId }: LessonTarget) {
  return api.call('DELETE /instructor/courses/:courseId/lessons/:lessonId/video/', {
    params: { courseId, lessonId },
  });
}

export function uploadVideoPoster({ courseId, lessonId }: LessonTarget, file: File) {
  return api.call('POST /instructor/courses/:courseId/lessons/:lessonId/video/poster/', {
    params: { courseId, lessonId },
    body: fileForm(file),
  });
}

export function uploadVideoCaptions({ courseId, lessonId }: LessonTarget, file: File) {
  return api.call('POST /instructor/courses/:courseId/lessons/:lessonId/video/captions/', {
    params: { courseId, lessonId },
    body: fileForm(file),
  });
}

/** One mutation per video call, each answering the lesson as it now is. */
function useVideoMutation<Input>(target: LessonTarget, call: (input: Input) => Promise<InstructorLesson>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (lesson) => {
      storeLesson(queryClient, lesson);
      await refreshLessonFiles(queryClient, target.courseId);
    },
  });
}

export function useUploadVideo(target: LessonTarget) {
  return useVideoMutation(target, (file: File) => uploadLessonVideo(target, file));
}

export function useRemoveVideo(target: LessonTarget) {
  return useVideoMutation(target, () => removeLessonVideo(target));
}

export function useUploadPoster(target: LessonTarget) {
  return useVideoMutation(target, (file: File) => uploadVideoPoster(target, file));
}

export function useUploadCaptions(target: LessonTarget) {
  return useVideoMutation(target, (file: File) => uploadVideoCaptions(target, file));
}
