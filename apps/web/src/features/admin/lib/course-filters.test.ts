import { describe, expect, it } from 'vitest';
import { adminCourse } from '../test/admin-fixtures';
import { courseTotals, parsePrice } from './course-filters';

describe('parsePrice', () => {
  it.each([
    ['0', 0],
    ['12.5', 12.5],
    [' 3 ', 3],
    ['', null],
    ['-1', null],
    ['abc', null],
    ['Infinity', null],
  ])('%j → %s', (text, expected) => {
    expect(parsePrice(text)).toBe(expected);
  });
});

describe('courseTotals', () => {
  it('adds enrolments and converts each course’s revenue into the platform currency', () => {
    const totals = courseTotals(
      [
        adminCourse({ id: 1, title: 'A', revenue: 10, currency: 'USD', enrollment_count: 2 }),
        adminCourse({
          id: 2,
          title: 'B',
          revenue: 3700,
          currency: 'UGX',
          enrollment_count: 1,
          is_published: false,
        }),
      ],
      'USD',
    );
    expect(totals).toEqual({ courses: 2, enrollments: 3, revenue: 11, published: 1 });
  });
});
