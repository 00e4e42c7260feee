import type { AdminCourse } from '@somo/contract/admin';
import type { Currency } from '@somo/contract/settings';
import { convert } from '../../../lib/money';

export type CourseStatusFilter = 'all' | 'published' | 'draft';
export type CoursePriceFilter = 'all' | 'free' | 'paid';
export type CourseFilters = { search: string; status: CourseStatusFilter; price: CoursePriceFilter };

function matchesSearch(course: AdminCourse, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [course.title, course.instructor, course.description].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

function matchesStatus(course: AdminCourse, status: CourseStatusFilter): boolean {
  return status === 'all' || course.is_published === (status === 'published');
}

function matchesPrice(course: AdminCourse, price: CoursePriceFilter): boolean {
  if (price === 'all') return true;
  return price === 'free' ? course.price === 0 : course.price > 0;
}

export function filterCourses(courses: readonly AdminCourse[], filters: CourseFilters): AdminCourse[] {
  return courses.filter(
    (course) =>
      matchesSearch(course, filters.search) &&
      matchesStatus(course, filters.status) &&
      matchesPrice(course, filters.price),
  );
}

export type CourseTotals = { courses: number; enrollments: number; revenue: number; published: number };

/** Revenue is summed in the platform currency, each course's own converted with the fixed rates. */
export function courseTotals(courses: readonly AdminCourse[], currency: Currency): CourseTotals {
  return {
    courses: courses.length,
    enrollments: courses.reduce((sum, c) => sum + c.enrollment_count, 0),
    revenue: courses.reduce((sum, c) => sum + convert(c.revenue, c.currency, currency), 0),
    published: courses.filter((c) => c.is_published).length,
  };
}

/** Spec 02 §5: a price must parse as a number and be 0 or more. */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : null;
}
