import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseDetail } from '@somo/contract/courses';
import { getCourse } from '../../../api/courses';
import { getCourseProgress } from '../../../api/course-progress';
import { apiBaseUrl } from '../../../lib/api-client';
import { COURSE_CACHE_PREFIX, courseCacheName } from '../../../pwa/cache-rules';
import { courseHandouts, lessonImageUrls } from '../utils/offline-files';

/** A course saved on this device for reading offline. */
export type SavedCourse = { id: string; title: string; bytes: number };

export const offlineSupported = () => typeof window !== 'undefined' && 'caches' in window;

const offlineKeys = { all: () => ['offline-courses'] as const };

/** The addresses the service worker looks the answers up by (see pwa/cache-rules.ts). */
const courseUrl = (courseId: string) => `${apiBaseUrl()}/courses/${courseId}/`;
const progressUrl = (courseId: string) => `${apiBaseUrl()}/student/courses/${courseId}/progress/`;

function jsonResponse(data: unknown) {
  return new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } });
}

/** A file the server no longer has (an image removed from storage) is left out rather than failing the rest. */
async function saveFile(cache: Cache, path: string) {
  const url = new URL(path, window.location.origin).href;
  const response = await fetch(url);
  if (response.ok) await cache.put(url, response);
}

/** Asked once, when the first course is saved: without it the browser may empty the caches when space runs low. */
async function askToKeepStorage() {
  if (!navigator.storage?.persist || (await navigator.storage.persisted())) return;
  await navigator.storage.persist();
}

type SaveInput = { includeHandouts: boolean; onProgress: (percent: number) => void };

/**
 * Saves the course's answer, the student's progress in it and every image its lessons show (and, if asked, its
 * handouts) in a cache of its own, so every lesson reads offline and Remove frees exactly that space.
 */
export async function saveCourseOffline(courseId: string, { includeHandouts, onProgress }: SaveInput) {
  const [course, progress] = await Promise.all([getCourse(courseId), getCourseProgress(courseId)]);
  const screen = { width: window.innerWidth, pixelRatio: window.devicePixelRatio || 1 };
  const files = [
    ...lessonImageUrls(course, screen),
    ...(includeHandouts ? courseHandouts(course).map(({ url }) => url) : []),
  ];
  const cache = await caches.open(courseCacheName(courseId));
  await cache.put(courseUrl(courseId), jsonResponse(course));
  await cache.put(progressUrl(courseId), jsonResponse(progress));
  const steps = files.length + 1;
  onProgress(100 / steps);
  for (const [index, url] of files.entries()) {
    await saveFile(cache, url);
    onProgress((100 * (index + 2)) / steps);
  }
  await askToKeepStorage();
}

async function cacheBytes(cache: Cache) {
  const responses = await cache.matchAll();
  const sizes = await Promise.all(responses.map(async (response) => (await response.blob()).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}

async function readSavedCourse(name: string): Promise<SavedCourse | null> {
  const id = name.slice(COURSE_CACHE_PREFIX.length);
  const cache = await caches.open(name);
  const answer = await cache.match(courseUrl(id));
  if (!answer) return null;
  const course = (await answer.json()) as CourseDetail;
  return { id, title: course.title, bytes: await cacheBytes(cache) };
}

export async function listSavedCourses(): Promise<SavedCourse[]> {
  const names = (await caches.keys()).filter((name) => name.startsWith(COURSE_CACHE_PREFIX));
  const saved = await Promise.all(names.map(readSavedCourse));
  return saved.filter((course): course is SavedCourse => course !== null);
}

export const savedCoursesQueryOptions = () =>
  queryOptions({ queryKey: offlineKeys.all(), queryFn: listSavedCourses, enabled: offlineSupported() });

export function useSavedCourses() {
  return useQuery(savedCoursesQueryOptions());
}

export function useSaveCourseOffline(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveInput) => saveCourseOffline(courseId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offlineKeys.all() }),
  });
}

export function useRemoveSavedCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) => caches.delete(courseCacheName(courseId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offlineKeys.all() }),
  });
}
