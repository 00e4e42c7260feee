import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n/i18n';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/render-app';
import { courseDetail, handout, instructor, lesson } from '../test/instructor-fixtures';

// Generous, for a machine busy with other test files at the same time.
const LOAD = { timeout: 15_000 };

// Loads the pages' code once up front, so the time limits below measure the page, not the bundler.
beforeAll(async () => {
  await Promise.all([import('./course-management-page')]);
}, 120_000);

const profile = { 'GET /api/auth/profile/': () => json(200, instructor) };

describe('course management page', { timeout: 60_000 }, () => {
  it('shows Error Loading Course with a way back when the course cannot be loaded', async () => {
    signInAs(instructor);
    mockApi({
      ...profile,
      'GET /api/instructor/courses/42/detail/': () => apiError(404, 'Course not found.', 'not_found'),
    });
    renderApp('/instructor/courses/42/edit');

    expect(await screen.findByRole('heading', { name: 'Error Loading Course' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Course not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/instructor/dashboard',
    );
  });

  it('lists the five most recent lessons on the Overview and links to the rest', async () => {
    signInAs(instructor);
    const lessons = Array.from({ length: 7 }, (_, index) =>
      lesson(index + 1, index + 1, `Lesson title ${index + 1}`, { content: 'x'.repeat(150) }),
    );
    mockApi({
      ...profile,
      'GET /api/instructor/courses/42/detail/': () => json(200, courseDetail({ lesson_count: 7 })),
      'GET /api/instructor/courses/42/lessons/': () => json(200, lessons),
    });
    const { router, user } = renderApp('/instructor/courses/42/manage');

    expect(await screen.findByText('And 2 more lessons...', undefined, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Lesson title 7')).toBeInTheDocument();
    expect(screen.queryByText('Lesson title 2')).not.toBeInTheDocument();
    expect(screen.getAllByText(`${'x'.repeat(100)}...`)).toHaveLength(5);
    expect(screen.getByText('Draft', { selector: 'p' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View All' }));
    expect(screen.getByRole('tab', { name: 'Lessons' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=lessons');
  });

  it('shows lesson text without its Markdown, what each lesson carries, and the storage the course uses', async () => {
    signInAs(instructor);
    const lessons = [
      lesson(1, 1, 'Inside the hive', {
        content: '## The colony\n\nOne **queen**, many _workers_ and a [guide](https://bees.org).',
        video_url: '/api/files/v1/?access=viewer-access',
        video_source: 'file',
        attachments: [handout('a1', 'plan.pdf'), handout('a2', 'notes.pdf')],
      }),
      lesson(2, 2, 'Harvesting honey', { content: 'Plain words.' }),
    ];
    mockApi({
      ...profile,
      'GET /api/instructor/courses/42/detail/': () =>
        json(200, courseDetail({ lesson_count: 2, storage_bytes: 2_621_440 })),
      'GET /api/instructor/courses/42/lessons/': () => json(200, lessons),
    });
    const { user } = renderApp('/instructor/courses/42/manage');

    expect(
      await screen.findByText(
        (_text, element) =>
          element?.tagName === 'P' &&
          element.textContent === 'Lesson files (images, handouts and videos) use 2.5 MB of storage.',
        undefined,
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('The colony One queen, many workers and a guide.', undefined, LOAD),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Lessons' }));
    const list = await screen.findByRole('list', { name: 'Lessons in order' }, LOAD);
    const [first, second] = within(list).getAllByRole('article');
    expect(first).toHaveTextContent('The colony One queen, many workers and a guide.');
    expect(first).toHaveTextContent('Video content included');
    expect(first).toHaveTextContent('2 handouts');
    expect(second).not.toHaveTextContent('Video content included');
    expect(second).not.toHaveTextContent('handout');
  });

  it('moves, edits and deletes lessons with the spec’s texts', async () => {
    signInAs(instructor);
    let lessons = [
      lesson(1, 1, 'Inside the hive'),
      lesson(2, 2, 'Building a hive box'),
      lesson(3, 3, 'Harvesting honey'),
    ];
    const fetchMock = mockApi({
      ...profile,
      'GET /api/instructor/courses/42/detail/': () =>
        json(200, courseDetail({ lesson_count: lessons.length })),
      'GET /api/instructor/courses/42/lessons/': () => json(200, lessons),
      'POST /api/instructor/courses/42/lessons/reorder/': ({ body }) => {
        const ids = (body as { lesson_ids: number[] }).lesson_ids;
        lessons = ids.flatMap((id, index) => {
          const found = lessons.find((item) => item.id === id);
          return found ? [{ ...found, order: index + 1 }] : [];
        });
        return json(200, lessons);
      },
      'PUT /api/instructor/courses/42/lessons/2/update/': () =>
        apiError(400, 'Please enter a valid URL', 'validation_error', {
          video_url: 'Please enter a valid URL',
        }),
      'DELETE /api/instructor/courses/42/lessons/1/delete/': () => {
        lessons = lessons
          .filter((item) => item.id !== 1)
          .map((item, index) => ({ ...item, order: index + 1 }));
        return json(200, { message: 'Lesson deleted successfully!' });
      },
    });
    const { user } = renderApp('/instructor/courses/42/manage?tab=lessons');

    const list = await screen.findByRole('list', { name: 'Lessons in order' }, LOAD);
    expect(within(list).getByRole('button', { name: 'Move "Inside the hive" up' })).toBeDisabled();

    await user.click(within(list).getByRole('button', { name: 'Move "Harvesting honey" up' }));
    const [reorder] = callsTo(fetchMock, 'POST', '/api/instructor/courses/42/lessons/reorder/');
    expect(JSON.parse(String(reorder?.[1]?.body))).toEqual({ lesson_ids: [1, 3, 2] });
    await waitFor(
      () =>
        expect(
          within(list)
            .getAllByRole('heading', { level: 3 })
            .map((h) => h.textContent),
        ).toEqual(['Inside the hive', 'Harvesting honey', 'Building a hive box']),
      LOAD,
    );

    await user.click(within(list).getByRole('button', { name: 'Edit Building a hive box' }));
    // A link the browser accepts, refused by the server: its field message is shown.
    await user.type(screen.getByLabelText('Video URL (optional)'), 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Save Lesson' }));
    expect(await screen.findByRole('alert', undefined, LOAD)).toHaveTextContent('Please enter a valid URL');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(within(list).getByRole('button', { name: 'Delete Inside the hive' }));
    const dialog = await screen.findByRole(
      'dialog',
      {
        name: 'Are you sure you want to delete this lesson?',
      },
      LOAD,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete Lesson' }));
    expect(await screen.findByText('Lesson deleted successfully!', undefined, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('Inside the hive')).not.toBeInTheDocument(), LOAD);
    expect(within(list).getByText('Lesson 1')).toBeInTheDocument();
  });

  it('shows enrolment figures and a student’s real progress', async () => {
    signInAs(instructor);
    // One lesson of two done, the one assessment not passed yet: 1 of 3 items.
    const progress = {
      lessons_completed: 1,
      lesson_count: 2,
      assessments_passed: 0,
      assessment_count: 1,
      percentage: 33,
    };
    const student = (id: number, name: string, active: boolean) => ({
      id,
      full_name: name,
      username: name.toLowerCase().replace(' ', '_'),
      email: `${id}@example.com`,
      enrolled_at: '2026-02-01T10:00:00.000Z',
      is_active: active,
      progress_percentage: 33,
      progress,
      certificate: null,
    });
    mockApi({
      ...profile,
      'GET /api/instructor/courses/42/detail/': () => json(200, courseDetail({ student_count: 3 })),
      'GET /api/instructor/courses/42/students/': () =>
        json(200, {
          course: { id: 42, title: 'Beekeeping Basics' },
          students: [
            student(1, 'Amina Nakato', true),
            student(2, 'Okello Peter', true),
            student(3, 'Wanjiru K', false),
          ],
        }),
      'GET /api/instructor/courses/42/students/2/progress/': () =>
        json(200, {
          course_id: 42,
          course_title: 'Beekeeping Basics',
          overall_progress: { completed_quizzes: 1, total_quizzes: 3, completion_percentage: 33 },
          progress,
          assessment_progress: [
            {
              assessment_id: 9,
              title: 'Hive safety quiz',
              submitted: true,
              best_percentage: 50,
              result: 'awaiting_marking',
              passed: false,
            },
          ],
          lesson_progress: [
            {
              lesson_id: 1,
              lesson_title: 'Inside the hive',
              order: 1,
              completed: true,
              completed_at: '2026-02-02T10:00:00.000Z',
              completed_quizzes: 1,
              total_quizzes: 1,
              completion_percentage: 100,
            },
            {
              lesson_id: 2,
              lesson_title: 'Harvesting honey',
              order: 2,
              completed: false,
              completed_at: null,
              completed_quizzes: 0,
              total_quizzes: 1,
              completion_percentage: 0,
            },
          ],
        }),
    });
    const { user } = renderApp('/instructor/courses/42/manage?tab=students');

    expect(await screen.findByText('67%', undefined, LOAD)).toBeInTheDocument();
    // The same words the student sees on their dashboard.
    expect(screen.getAllByText('1 of 2 lessons · 0 of 1 assessment passed · 33%')).toHaveLength(3);
    expect(screen.getByText('Student #2')).toBeInTheDocument();
    expect(screen.getAllByText('Active')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Message Okello Peter' })).toHaveAttribute(
      'href',
      '/instructor/courses/42/manage?tab=messages&student=2',
    );

    await user.click(screen.getByRole('button', { name: 'View Progress of Okello Peter' }));
    const dialog = await screen.findByRole('dialog', { name: "Okello Peter's progress" }, LOAD);
    expect(
      await within(dialog).findByText('1 of 2 lessons · 0 of 1 assessment passed · 33%', undefined, LOAD),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('33%')).toBeInTheDocument();
    expect(within(dialog).getByText('Not completed yet')).toBeInTheDocument();
    expect(within(dialog).getByText('Hive safety quiz')).toBeInTheDocument();
    expect(within(dialog).getByText('Awaiting marking')).toBeInTheDocument();
  });

  it('shows who earned the course certificate, when, and links to it', async () => {
    signInAs(instructor);
    const done = {
      lessons_completed: 2,
      lesson_count: 2,
      assessments_passed: 1,
      assessment_count: 1,
      percentage: 100,
    };
    const halfway = { ...done, lessons_completed: 1, assessments_passed: 0, percentage: 33 };
    const certificateId = '3f2a9c4e-8b1d-4e7a-9c3f-5d6e7f8a9b0c';
    mockApi({
      ...profile,
      'GET /api/instructor/courses/42/detail/': () => json(200, courseDetail({ student_count: 2 })),
      'GET /api/instructor/courses/42/students/': () =>
        json(200, {
          course: { id: 42, title: 'Beekeeping Basics' },
          students: [
            {
              id: 1,
              full_name: 'Amina Nakato',
              username: 'amina',
              email: '1@example.com',
              enrolled_at: '2026-02-01T10:00:00.000Z',
              is_active: true,
              progress_percentage: 100,
              progress: done,
              certificate: { id: certificateId, issued_at: '2026-03-05T10:00:00.000Z' },
            },
            {
              id: 2,
              full_name: 'Okello Peter',
              username: 'okello',
              email: '2@example.com',
              enrolled_at: '2026-02-01T10:00:00.000Z',
              is_active: true,
              progress_percentage: 33,
              progress: halfway,
              certificate: null,
            },
          ],
        }),
    });
    renderApp('/instructor/courses/42/manage?tab=students');

    const earned = await screen.findByText('Certificates earned', undefined, LOAD);
    expect(earned.nextElementSibling).toHaveTextContent('1');
    expect(screen.getByText('Mar 5, 2026').closest('p')).toHaveTextContent('Certificate earned Mar 5, 2026');
    expect(screen.getByRole('link', { name: 'View certificate of Amina Nakato' })).toHaveAttribute(
      'href',
      `/certificates/${certificateId}`,
    );
    expect(screen.getAllByText(/Certificate earned/)).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'View certificate of Okello Peter' })).not.toBeInTheDocument();
  });

  it('switches certificates off for the course with Save Changes', async () => {
    signInAs(instructor);
    const fetchMock = mockApi({
      ...profile,
      'GET /api/instructor/courses/42/detail/': () => json(200, courseDetail()),
      'PUT /api/instructor/courses/42/settings/update/': () =>
        json(200, courseDetail({ certificates_enabled: false })),
    });
    const { user } = renderApp('/instructor/courses/42/manage?tab=settings');

    const award = await screen.findByRole('switch', { name: 'Award certificates' }, LOAD);
    expect(award).toBeChecked();
    expect(award).toHaveAccessibleDescription(
      'Students who complete every lesson and pass every assessment get a certificate anyone can verify.',
    );
    await user.click(award);
    expect(award).not.toBeChecked();
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Course settings saved.', undefined, LOAD)).toBeInTheDocument();
    const [save] = callsTo(fetchMock, 'PUT', '/api/instructor/courses/42/settings/update/');
    expect(JSON.parse(String(save?.[1]?.body))).toEqual({ certificates_enabled: false });
    expect(screen.getByRole('switch', { name: 'Award certificates' })).not.toBeChecked();
    expect(screen.getByText('All changes saved.')).toBeInTheDocument();
  });

  it('holds settings edits until Save Changes and restores them with Reset Changes', async () => {
    signInAs(instructor);
    const fetchMock = mockApi({
      ...profile,
      'GET /api/instructor/courses/42/detail/': () => json(200, courseDetail()),
      'PUT /api/instructor/courses/42/settings/update/': () =>
        json(200, courseDetail({ title: 'Beekeeping for Beginners' })),
    });
    const { user } = renderApp('/instructor/courses/42/manage?tab=settings');

    const title = await screen.findByLabelText('Course Title', undefined, LOAD);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await user.clear(title);
    await user.type(title, 'Something else');
    await user.click(screen.getByRole('button', { name: 'Reset Changes' }));
    expect(title).toHaveValue('Beekeeping Basics');

    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Title is required', undefined, LOAD)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/instructor/courses/42/settings/update/')).toHaveLength(0);

    await user.type(title, 'Beekeeping for Beginners');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Course settings saved.', undefined, LOAD)).toBeInTheDocument();
    const [save] = callsTo(fetchMock, 'PUT', '/api/instructor/courses/42/settings/update/');
    expect(JSON.parse(String(save?.[1]?.body))).toEqual({ title: 'Beekeeping for Beginners' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Beekeeping for Beginners' }, LOAD),
    ).toBeInTheDocument();
  });
});

describe("course management in the instructor's language", { timeout: 60_000 }, () => {
  afterEach(() => activateLanguage('en'));

  it('words the students tab, its figures and each student’s progress in Swahili', async () => {
    const swahili = { ...instructor, language_preference: 'sw' as const };
    signInAs(swahili);
    const progress = {
      lessons_completed: 1,
      lesson_count: 2,
      assessments_passed: 0,
      assessment_count: 1,
      percentage: 50,
    };
    mockApi({
      'GET /api/auth/profile/': () => json(200, swahili),
      'GET /api/instructor/courses/42/detail/': () => json(200, courseDetail({ student_count: 2 })),
      'GET /api/instructor/courses/42/students/': () =>
        json(200, {
          course: { id: 42, title: 'Beekeeping Basics' },
          students: [1, 2].map((id) => ({
            id,
            full_name: `Student ${id}`,
            username: `student_${id}`,
            email: `${id}@example.com`,
            enrolled_at: '2026-02-01T10:00:00.000Z',
            is_active: id === 1,
            progress_percentage: 50,
            progress,
            certificate: null,
          })),
        }),
    });
    renderApp('/instructor/courses/42/manage?tab=students');

    expect(await screen.findByRole('heading', { name: 'Takwimu za usajili' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Kiwango cha Kubaki').nextElementSibling).toHaveTextContent('50%');
    expect(screen.getAllByText('1 kati ya masomo 2 · amefaulu tathmini 0 kati ya 1 · 50%')).toHaveLength(2);
    expect(screen.getByText('Hai')).toBeInTheDocument();
    expect(screen.getByText('Si hai')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Wanafunzi' })).toHaveAttribute('aria-selected', 'true');
  });
});
