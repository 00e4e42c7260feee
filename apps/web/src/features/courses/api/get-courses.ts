import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Currency } from '@somo/contract/settings';
import { api } from '../../../lib/api-client';
import { DEFAULT_CURRENCY, toCurrency } from '../../../lib/money';

/** The catalogue fields the course cards show (spec 01 §3, Course). */
export type CourseSummary = {
  id: number;
  title: string;
  description: string;
  price: number;
  currency: Currency;
  lessonCount: number;
  studentCount: number;
  /** The instructor's full name, or their username when they gave no name. */
  instructorName: string | null;
  thumbnail: string | null;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function count(value: unknown): number {
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : 0;
}

/** The server names the instructor in `instructor.full_name`; `author_username` is the spec's older field. */
function instructorName(value: Record<string, unknown>): string | null {
  const instructor = value.instructor;
  if (isRecord(instructor) && typeof instructor.full_name === 'string' && instructor.full_name.trim()) {
    return instructor.full_name;
  }
  return typeof value.author_username === 'string' && value.author_username ? value.author_username : null;
}

function toCourseSummary(value: unknown): CourseSummary | null {
  if (!isRecord(value) || typeof value.id !== 'number' || typeof value.title !== 'string') return null;
  const lessons = Array.isArray(value.lessons) ? value.lessons.length : 0;
  return {
    id: value.id,
    title: value.title,
    description: typeof value.description === 'string' ? value.description : '',
    // numeric(12,2) columns may arrive as strings such as "25000.00".
    price: count(value.price),
    currency: toCurrency(value.currency) ?? DEFAULT_CURRENCY,
    lessonCount: value.lesson_count === undefined ? lessons : count(value.lesson_count),
    studentCount: count(value.student_count ?? value.enrolled_count),
    instructorName: instructorName(value),
    thumbnail: typeof value.thumbnail === 'string' && value.thumbnail ? value.thumbnail : null,
  };
}

/** Spec 01 §2: an answer that is not an array is treated as an empty catalogue. */
export function toCourseList(data: unknown): CourseSummary[] {
  if (!Array.isArray(data)) return [];
  return data.map(toCourseSummary).filter((course): course is CourseSummary => course !== null);
}

export type CourseListParams = { search?: string; limit?: number; offset?: number };

/** Published courses, newest first; the server matches `search` against title and description. */
export function getCourses(params: CourseListParams = {}, signal?: AbortSignal): Promise<CourseSummary[]> {
  return api.call('GET /courses/', {
    signal,
    query: { search: params.search || undefined, limit: params.limit, offset: params.offset },
    parse: toCourseList,
  });
}

/** Spec 01 §2 and §9: the home page features the first three courses of the list. */
export const FEATURED_COUNT = 3;

export const featuredCoursesQueryOptions = () =>
  queryOptions({
    queryKey: ['courses', 'featured'],
    queryFn: ({ signal }) => getCourses({ limit: FEATURED_COUNT }, signal),
  });

export function useFeaturedCourses() {
  return useQuery(featuredCoursesQueryOptions());
}

export const CATALOGUE_PAGE_SIZE = 12;

export type CataloguePage = { courses: CourseSummary[]; nextOffset: number | null };

/** One page of the catalogue; asking for one course more than shown tells whether another page exists. */
export async function getCataloguePage(
  search: string,
  offset: number,
  signal?: AbortSignal,
): Promise<CataloguePage> {
  const rows = await getCourses({ search, offset, limit: CATALOGUE_PAGE_SIZE + 1 }, signal);
  return {
    courses: rows.slice(0, CATALOGUE_PAGE_SIZE),
    nextOffset: rows.length > CATALOGUE_PAGE_SIZE ? offset + CATALOGUE_PAGE_SIZE : null,
  };
}

export const catalogueQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: ['courses', 'list', { search }],
    queryFn: ({ pageParam, signal }) => getCataloguePage(search, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
  });

export function useCatalogue(search: string) {
  return useInfiniteQuery(catalogueQueryOptions(search));
}
