import { screen } from '@testing-library/react';
import type { CourseDetail } from '@somo/contract/courses';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

function course(instructor: CourseDetail['instructor']): CourseDetail {
  return {
    id: 5,
    title: 'Kiswahili for Beginners',
    description: 'Greet people and shop at the market.',
    language: 'en',
    price: 0,
    currency: 'UGX',
    is_published: true,
    lesson_count: 0,
    student_count: 0,
    enrolled_count: 0,
    created_at: '2026-01-10T09:00:00.000Z',
    thumbnail: null,
    average_rating: null,
    total_reviews: 0,
    author_username: instructor.username,
    instructor,
    lessons: [],
    certificates_enabled: true,
  };
}

function initialsShown(): (string | null)[] {
  return Array.from(document.querySelectorAll('[data-initials]'), (avatar) =>
    avatar.getAttribute('data-initials'),
  );
}

describe('course detail page: the instructor', () => {
  it('is named by full name, with initials from it and the username beside it', async () => {
    mockApi({
      'GET /api/courses/5/': () =>
        json(200, course({ id: 2, username: 'demo_instructor', full_name: 'Grace Nakato' })),
    });
    renderApp('/courses/5');

    expect(await screen.findByText('Created by')).toHaveTextContent('Created by Grace Nakato');
    expect(screen.getByText('@demo_instructor')).toBeInTheDocument();
    expect(initialsShown()).toEqual(['GN', 'GN']);
  });

  it('is named by username when they gave no name', async () => {
    mockApi({
      'GET /api/courses/5/': () => json(200, course({ id: 2, username: 'mwalimu', full_name: 'mwalimu' })),
    });
    renderApp('/courses/5');

    expect(await screen.findByText('Created by')).toHaveTextContent('Created by mwalimu');
    // The username is the name here: not repeated as a handle.
    expect(screen.queryByText('@mwalimu')).not.toBeInTheDocument();
    expect(initialsShown()).toEqual(['M', 'M']);
  });
});
