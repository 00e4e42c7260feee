import { screen } from '@testing-library/react';
import type { CourseDetail } from '@somo/contract/courses';
import type { CourseProgress } from '@somo/contract/enrollments';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs, student } from '../../../test/render-app';

const course: CourseDetail = {
  id: 5,
  title: 'Kiswahili for Beginners',
  description: 'Greet people and shop at the market.',
  language: 'en',
  price: 0,
  currency: 'UGX',
  is_published: true,
  lesson_count: 5,
  student_count: 12,
  enrolled_count: 12,
  created_at: '2026-01-10T09:00:00.000Z',
  thumbnail: null,
  average_rating: null,
  total_reviews: 0,
  author_username: 'grace',
  instructor: { id: 2, username: 'grace', full_name: 'Grace Nakato' },
  lessons: [],
  certificates_enabled: true,
};

/** No lesson completed of five, the one assessment passed: 1 of 6 items. */
const progress: CourseProgress = {
  course_id: 5,
  course_title: course.title,
  overall_progress: { completed_quizzes: 1, total_quizzes: 6, completion_percentage: 17 },
  progress: {
    lessons_completed: 0,
    lesson_count: 5,
    assessments_passed: 1,
    assessment_count: 1,
    percentage: 17,
  },
  lesson_progress: [],
  assessment_progress: [],
};

describe('course detail page progress', () => {
  it('shows an enrolled student the same progress as their dashboard', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/courses/5/': () => json(200, course),
      'GET /api/student/courses/5/enrollment-status/': () => json(200, { enrolled: true }),
      'GET /api/student/courses/5/progress/': () => json(200, progress),
    });
    renderApp('/courses/5');

    expect(await screen.findByRole('heading', { name: 'Your progress' })).toBeInTheDocument();
    expect(screen.getByText('0 of 5 lessons · 1 of 1 assessment passed · 17%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Your progress: 17%' })).toBeInTheDocument();
  });

  it('asks for no progress before the student enrols', async () => {
    signInAs(student);
    const fetchMock = mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/courses/5/': () => json(200, course),
      'GET /api/student/courses/5/enrollment-status/': () => json(200, { enrolled: false }),
    });
    renderApp('/courses/5');

    expect(await screen.findByText('Free access forever')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your progress' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/student/courses/5/progress/')).toHaveLength(0);
  });
});
