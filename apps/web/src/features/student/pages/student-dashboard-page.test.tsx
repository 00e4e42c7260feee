import { screen, waitFor, within } from '@testing-library/react';
import type { MyCertificate } from '@somo/contract/certificates';
import type { EnrolledCourse, UpNext } from '@somo/contract/enrollments';
import { summarizeProgress } from '@somo/contract/progress';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/mock-api';
import { activateLanguage } from '../../../lib/i18n/i18n';
import { renderApp, signInAs, student } from '../../../test/render-app';
import { learningStats } from '../lib/learning-stats';

/** Four lessons and one assessment: `lessonsDone` lessons completed, the assessment passed or not. */
function courseProgress(lessonsDone: number, passed: boolean) {
  return summarizeProgress({
    lessons_completed: lessonsDone,
    lesson_count: 4,
    assessments_passed: passed ? 1 : 0,
    assessment_count: 1,
  });
}

function enrolled(id: number, title: string, lessonsDone: number, passed = false): EnrolledCourse {
  const progress = courseProgress(lessonsDone, passed);
  return {
    id,
    title,
    description: `${title} in short.`,
    language: 'en',
    price: 0,
    currency: 'UGX',
    is_published: true,
    lesson_count: 4,
    student_count: 3,
    enrolled_count: 3,
    created_at: '2026-01-01T00:00:00.000Z',
    thumbnail: null,
    average_rating: null,
    total_reviews: 0,
    author_username: 'grace',
    instructor: { id: 2, username: 'grace', full_name: 'Grace Nakato' },
    enrollment_id: id * 10,
    enrolled_at: '2026-03-05T10:00:00.000Z',
    completed_lessons: progress.lessons_completed,
    progress_percentage: progress.percentage,
    progress,
  };
}

let certificateCount = 0;

/** One of the student's certificates, a new id each time. */
function certificate(status: MyCertificate['status']): MyCertificate {
  certificateCount += 1;
  const id = `0b6f3c8e-7d2a-4c1b-9e5f-${String(certificateCount).padStart(12, '0')}`;
  return {
    id,
    course_id: certificateCount,
    student_name: 'Amina Nakato',
    course_title: `Course ${certificateCount}`,
    instructor_name: 'Grace Nakato',
    completed_at: '2026-03-05T10:00:00.000Z',
    scores: [],
    status,
    status_changed_at: status === 'valid' ? null : '2026-04-01T10:00:00.000Z',
    revoked_reason: status === 'revoked' ? 'Issued in error.' : null,
    replaced_by: null,
    site_name: 'Somo',
    verification_url: `http://localhost:3000/certificates/${id}`,
  };
}

const upNext = (overrides: Partial<UpNext> = {}): UpNext => ({
  server_time: '2030-03-05T10:00:00.000Z',
  assessments: [],
  lessons: [],
  ...overrides,
});

describe('learning stats', () => {
  it('counts a course as completed only with every lesson done and every assessment passed', () => {
    expect(
      learningStats([
        { progress: courseProgress(0, false) },
        { progress: courseProgress(4, false) },
        { progress: courseProgress(4, true) },
      ]),
    ).toEqual({ enrolled: 3, inProgress: 2, completed: 1 });
    expect(learningStats([])).toEqual({ enrolled: 0, inProgress: 0, completed: 0 });
  });
});

describe('student dashboard', () => {
  it('shows the counters, the unread messages and each course with its progress', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/enrolled-courses/': () =>
        json(200, [enrolled(1, 'Kiswahili for Beginners', 4, true), enrolled(2, 'Algebra Foundations', 1)]),
      'GET /api/messaging/unread-count/': () => json(200, { unread_count: 4 }),
      'GET /api/student/up-next/': () => json(200, upNext()),
      'GET /api/certificates/': () => json(200, [certificate('valid')]),
    });
    renderApp('/student/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Learning Journey' })).toBeInTheDocument();
    const stats = await screen.findByRole('region', { name: 'Your learning in numbers' });
    await within(stats).findByText('2');
    const value = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect(value('Enrolled Courses')).toBe('2');
    expect(value('In Progress')).toBe('1');
    expect(value('Completed')).toBe('1');
    await waitFor(() => expect(value('Certificates')).toBe('1'));

    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('link', { name: 'Messages, 4 unread' })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(main.getByRole('link', { name: 'AI Tutoring' })).toHaveAttribute('href', '/ai-tutoring');

    expect(screen.getByRole('link', { name: 'Continue Learning: Algebra Foundations' })).toHaveAttribute(
      'href',
      '/student/courses/2/learn',
    );
    expect(screen.getByRole('link', { name: 'View Progress: Algebra Foundations' })).toHaveAttribute(
      'href',
      '/student/courses/2/progress',
    );
    // One lesson of four and no assessment passed: 1 of 5 items.
    expect(
      screen.getByRole('progressbar', { name: 'Progress in Algebra Foundations: 20%' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 of 4 lessons · 0 of 1 assessment passed · 20%')).toBeInTheDocument();
    expect(screen.getAllByText('Enrolled Mar 5, 2026')).toHaveLength(2);
  });

  it('counts only the certificates still valid, read from the certificates themselves', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      // One course completed, yet three valid certificates: the counter follows the certificates.
      'GET /api/student/enrolled-courses/': () =>
        json(200, [enrolled(1, 'Kiswahili for Beginners', 4, true), enrolled(2, 'Algebra Foundations', 1)]),
      'GET /api/messaging/unread-count/': () => json(200, { unread_count: 0 }),
      'GET /api/student/up-next/': () => json(200, upNext()),
      'GET /api/certificates/': () =>
        json(200, [
          certificate('valid'),
          certificate('revoked'),
          certificate('replaced'),
          certificate('valid'),
          certificate('valid'),
        ]),
    });
    renderApp('/student/dashboard');

    const stats = await screen.findByRole('region', { name: 'Your learning in numbers' });
    const value = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    await waitFor(() => expect(value('Certificates')).toBe('3'));
    expect(value('Completed')).toBe('1');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'My certificates' })).toHaveAttribute(
      'href',
      '/student/certificates',
    );
  });

  it('hides the badge with no unread messages and offers the catalogue when there are no courses', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/enrolled-courses/': () => json(200, []),
      'GET /api/messaging/unread-count/': () => json(200, { unread_count: 0 }),
    });
    renderApp('/student/dashboard');

    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: 'Explore Courses' })).toHaveAttribute('href', '/courses');
    expect(main.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });

  it('puts the open assessments and the next lesson of each course up next', async () => {
    signInAs(student);
    const algebra = enrolled(2, 'Algebra Foundations', 1);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/enrolled-courses/': () => json(200, [algebra]),
      'GET /api/messaging/unread-count/': () => json(200, { unread_count: 0 }),
      'GET /api/student/up-next/': () =>
        json(
          200,
          upNext({
            assessments: [
              {
                assessment_id: 31,
                title: 'Equations check',
                course_id: 2,
                course_title: 'Algebra Foundations',
                duration_minutes: 20,
                due_date: '2030-03-08T10:00:00.000Z',
                seconds_until_due: 3 * 86_400 + 600,
                status: 'in_progress',
                attempt_seconds_left: 14 * 60 + 30,
                attempts_used: 1,
                attempts_allowed: 2,
              },
              {
                assessment_id: 32,
                title: 'Fractions quiz',
                course_id: 2,
                course_title: 'Algebra Foundations',
                duration_minutes: 10,
                due_date: '2030-03-05T15:00:00.000Z',
                seconds_until_due: 5 * 3_600,
                status: 'not_started',
                attempt_seconds_left: null,
                attempts_used: 0,
                attempts_allowed: 1,
              },
            ],
            lessons: [
              {
                course_id: 2,
                course_title: 'Algebra Foundations',
                lesson_id: 12,
                lesson_title: 'Solving for x',
                lesson_number: 2,
                progress: algebra.progress,
              },
            ],
          }),
        ),
    });
    renderApp('/student/dashboard');

    const section = await screen.findByRole('region', { name: 'Up next' });
    expect(await within(section).findByRole('link', { name: 'Resume Equations check' })).toHaveAttribute(
      'href',
      '/exams?assessment=31',
    );
    expect(within(section).getByText('In progress · 14 minutes left on the clock')).toBeInTheDocument();
    expect(within(section).getByText('3 days left')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Start Fractions quiz' })).toHaveAttribute(
      'href',
      '/exams?assessment=32',
    );
    expect(within(section).getByText('5 hours left')).toBeInTheDocument();
    expect(within(section).getByText('Lesson 2: Solving for x')).toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: 'Continue Algebra Foundations: Solving for x' }),
    ).toHaveAttribute('href', '/student/courses/2/learn/12');
    // The same words as the course card below it.
    expect(screen.getAllByText('1 of 4 lessons · 0 of 1 assessment passed · 20%')).toHaveLength(2);
  });

  it('says when nothing is open and every lesson is done', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/enrolled-courses/': () =>
        json(200, [enrolled(1, 'Kiswahili for Beginners', 4, true)]),
      'GET /api/messaging/unread-count/': () => json(200, { unread_count: 0 }),
      'GET /api/student/up-next/': () => json(200, upNext()),
    });
    renderApp('/student/dashboard');

    const section = await screen.findByRole('region', { name: 'Up next' });
    expect(
      await within(section).findByText('No assessments are open for you right now.'),
    ).toBeInTheDocument();
    expect(within(section).getByText('You have completed every lesson in your courses.')).toBeInTheDocument();
  });
});

describe("student dashboard in the student's language", () => {
  afterEach(() => activateLanguage('en'));

  it('words the counters, the progress, the dates and the time left in French', async () => {
    const french = { ...student, language_preference: 'fr' as const };
    signInAs(french);
    const algebra = enrolled(2, 'Algebra Foundations', 1);
    mockApi({
      'GET /api/auth/profile/': () => json(200, french),
      'GET /api/student/enrolled-courses/': () => json(200, [algebra]),
      'GET /api/messaging/unread-count/': () => json(200, { unread_count: 0 }),
      'GET /api/student/up-next/': () =>
        json(
          200,
          upNext({
            assessments: [
              {
                assessment_id: 31,
                title: 'Equations check',
                course_id: 2,
                course_title: 'Algebra Foundations',
                duration_minutes: 20,
                due_date: '2030-03-08T10:00:00.000Z',
                seconds_until_due: 3 * 86_400 + 600,
                status: 'in_progress',
                attempt_seconds_left: 14 * 60 + 30,
                attempts_used: 1,
                attempts_allowed: 2,
              },
            ],
          }),
        ),
    });
    renderApp('/student/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mon parcours d’apprentissage' }),
    ).toBeInTheDocument();
    const stats = await screen.findByRole('region', { name: 'Votre apprentissage en chiffres' });
    expect(within(stats).getByText('Terminés')).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'À suivre' });
    expect(
      await within(section).findByText('En cours · il reste 14 minutes au chronomètre'),
    ).toBeInTheDocument();
    expect(within(section).getByText('3 jours restants')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Reprendre Equations check' })).toBeInTheDocument();
    expect(screen.getByText('1 sur 4 leçons · 0 sur 1 évaluation réussie · 20 %')).toBeInTheDocument();
    expect(screen.getByText('Inscrit le 5 mars 2026')).toBeInTheDocument();
  });
});
