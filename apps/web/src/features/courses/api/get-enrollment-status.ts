import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { enrollmentKeys } from '../../../api/enrollments';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Spec 01 §7: the enrolments answer is a list, or an object holding one under `enrollments`. */
export function listIncludesCourse(data: unknown, courseId: string): boolean {
  const list = Array.isArray(data) ? data : isRecord(data) ? data.enrollments : null;
  if (!Array.isArray(list)) return false;
  return list.some(
    (entry) => isRecord(entry) && isRecord(entry.course) && String(entry.course.id) === courseId,
  );
}

/**
 * Spec 01 §7: ask the status endpoint; if it fails for any reason but 401, look the course up in the
 * student's enrolments instead; a 401 means not enrolled.
 */
export async function getEnrollmentStatus(courseId: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const status = await api.call('GET /student/courses/:id/enrollment-status/', {
      params: { id: courseId },
      signal,
    });
    return status.enrolled;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) return false;
    const enrollments = await api.call('GET /student/enrollments/', { signal });
    return listIncludesCourse(enrollments, courseId);
  }
}

export const enrollmentStatusQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: enrollmentKeys.status(courseId),
    queryFn: ({ signal }) => getEnrollmentStatus(courseId, signal),
  });

/** Only a signed-in student has an enrolment to check. */
export function useEnrollmentStatus(courseId: string, enabled: boolean) {
  return useQuery({ ...enrollmentStatusQueryOptions(courseId), enabled });
}
