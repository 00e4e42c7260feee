import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n/i18n';
import { json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/render-app';
import { courseDetail, instructor } from '../test/instructor-fixtures';

// Generous, for a machine busy with other test files at the same time.
const LOAD = { timeout: 15_000 };

// Loads the pages' code once up front, so the time limits below measure the page, not the bundler.
beforeAll(async () => {
  await import('./instructor-dashboard-page');
}, 120_000);

function summary(id: number, title: string, published: boolean, students: number) {
  const { lessons: _lessons, ...course } = courseDetail({
    id,
    title,
    is_published: published,
    student_count: students,
    lesson_count: 3,
    price: id === 1 ? 0 : 10,
    currency: 'USD',
  });
  return course;
}

const settings = () =>
  json(200, {
    platform_settings: { site_name: 'Somo' },
    pricing_settings: { default_currency: 'UGX', allow_free_courses: true },
  });

describe('Teaching Hub', { timeout: 60_000 }, () => {
  it('counts courses, drafts and students and prices each card in the platform currency', async () => {
    signInAs(instructor);
    mockApi({
      'GET /api/auth/profile/': () => json(200, instructor),
      'GET /api/admin/settings/': settings,
      'GET /api/instructor/courses/': () =>
        json(200, [summary(1, 'Beekeeping Basics', true, 4), summary(2, 'Honey Business', false, 1)]),
      'GET /api/instructor/needs-marking/': () => json(200, { total: 0, submissions: [] }),
    });
    renderApp('/instructor/dashboard');

    const figures = await screen.findByRole('region', { name: 'Teaching summary' }, LOAD);
    expect(figures).toHaveTextContent('Total Courses2Published1Drafts1Students5');

    const list = screen.getByRole('heading', { name: 'Your courses' }).nextElementSibling;
    expect(list).not.toBeNull();
    const cards = within(list as HTMLElement).getAllByRole('article');
    expect(cards[1]).toHaveTextContent('Draft');
    expect(
      await within(cards[1] as HTMLElement).findByText('37,000 UGX', undefined, LOAD),
    ).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('≈ $10.00')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('Free')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Honey Business' })).toHaveAttribute(
      'href',
      '/instructor/courses/2/edit',
    );
    expect(screen.getByRole('link', { name: 'View Honey Business' })).toHaveAttribute('href', '/courses/2');
  });

  it('lists the submissions waiting for marking, longest waiting first, each linked to its answers', async () => {
    signInAs(instructor);
    const waiting = (id: number, student: string, assessment: string) => ({
      submission_id: id,
      assessment_id: 7,
      assessment_title: assessment,
      course_id: 1,
      course_title: 'Beekeeping Basics',
      student_id: 100 + id,
      student_name: student,
      student_username: student.toLowerCase().replace(' ', '_'),
      attempt_number: 1,
      submitted_at: '2030-03-05T10:00:00.000Z',
      awaiting_marking: id === 51 ? 2 : 1,
    });
    mockApi({
      'GET /api/auth/profile/': () => json(200, instructor),
      'GET /api/instructor/courses/': () => json(200, [summary(1, 'Beekeeping Basics', true, 4)]),
      'GET /api/instructor/needs-marking/': () =>
        json(200, {
          total: 4,
          submissions: [
            waiting(51, 'Grace Nakato', 'Hive safety'),
            waiting(52, 'Okello Peter', 'Hive safety'),
            waiting(53, 'Amina Achieng', 'Swarms'),
            waiting(54, 'Juma Hassan', 'Swarms'),
          ],
        }),
    });
    const { user } = renderApp('/instructor/dashboard');

    const section = await screen.findByRole('region', { name: /Needs marking/ }, LOAD);
    const mark = await within(section).findByRole('link', { name: "Mark Grace Nakato's Hive safety" }, LOAD);
    expect(mark).toHaveAttribute(
      'href',
      '/instructor/courses/1/manage?tab=assessments&assessment=7&submission=51',
    );
    expect(within(section).getAllByText('Hive safety · Beekeeping Basics')).toHaveLength(2);
    expect(within(section).getByText(/2 answers to mark/)).toBeInTheDocument();
    // A short list first, so the dashboard stays compact on a phone.
    expect(within(section).getAllByRole('link', { name: /^Mark / })).toHaveLength(3);
    await user.click(within(section).getByRole('button', { name: 'Show all 4' }));
    expect(within(section).getAllByRole('link', { name: /^Mark / })).toHaveLength(4);
  });

  it('says when nothing waits for marking', async () => {
    signInAs(instructor);
    mockApi({
      'GET /api/auth/profile/': () => json(200, instructor),
      'GET /api/instructor/courses/': () => json(200, [summary(1, 'Beekeeping Basics', true, 4)]),
      'GET /api/instructor/needs-marking/': () => json(200, { total: 0, submissions: [] }),
    });
    renderApp('/instructor/dashboard');

    expect(
      await screen.findByText(
        'All caught up: written answers appear here as students submit them.',
        undefined,
        LOAD,
      ),
    ).toBeInTheDocument();
  });

  it('invites a new instructor to create a first course', async () => {
    signInAs(instructor);
    mockApi({
      'GET /api/auth/profile/': () => json(200, instructor),
      'GET /api/instructor/courses/': () => json(200, []),
    });
    renderApp('/instructor/dashboard');

    expect(
      await screen.findByRole('heading', { name: 'Ready to start teaching?' }, LOAD),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getAllByRole('link', { name: 'Create Course' })[0],
    ).toHaveAttribute('href', '/instructor/courses/create');
  });
});

describe("Teaching Hub in the instructor's language", { timeout: 60_000 }, () => {
  afterEach(() => activateLanguage('en'));

  it('words the summary, the cards and their plurals in French', async () => {
    const french = { ...instructor, language_preference: 'fr' as const };
    signInAs(french);
    mockApi({
      'GET /api/auth/profile/': () => json(200, french),
      'GET /api/admin/settings/': settings,
      'GET /api/instructor/courses/': () =>
        json(200, [summary(1, 'Beekeeping Basics', true, 1), summary(2, 'Honey Business', false, 4)]),
      'GET /api/instructor/needs-marking/': () => json(200, { total: 0, submissions: [] }),
    });
    renderApp('/instructor/dashboard');

    const figures = await screen.findByRole('region', { name: 'Résumé de l’enseignement' }, LOAD);
    expect(figures).toHaveTextContent('Total des cours2Publiés1Brouillons1Apprenants5');
    expect(screen.getByRole('heading', { level: 1, name: 'Espace formateur' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards[0]).toHaveTextContent('1 apprenant');
    expect(cards[1]).toHaveTextContent('4 apprenants');
    expect(cards[1]).toHaveTextContent('3 leçons');
    expect(screen.getByRole('link', { name: 'Gérer Honey Business' })).toHaveAttribute(
      'href',
      '/instructor/courses/2/edit',
    );
  });
});
