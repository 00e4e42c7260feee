import { queryOptions, useQuery } from '@tanstack/react-query';
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
  authorUsername: string | null;
  thumbnail: string | null;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function count(value: unknown): number {
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : 0;
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
    authorUsername: typeof value.author_username === 'string' ? value.author_username : null,
    thumbnail: typeof value.thumbnail === 'string' && value.thumbnail ? value.thumbnail : null,
  };
}

/** Spec 01 §2: an answer that is not an array is treated as an empty catalogue. */
export function toCourseList(data: unknown): CourseSummary[] {
  if (!Array.isArray(data)) return [];
  return data.map(toCourseSummary).filter((course): course is CourseSummary => course !== null);
}

export function getCourses(signal?: AbortSignal): Promise<CourseSummary[]> {
  return api.get<CourseSummary[]>('/courses/', { signal, parse: toCourseList });
}

export const coursesQueryOptions = () =>
  queryOptions({
    queryKey: ['courses', 'list'],
    queryFn: ({ signal }) => getCourses(signal),
  });

export function useCourses() {
  return useQuery(coursesQueryOptions());
}
