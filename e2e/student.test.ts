import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { expectNoHorizontalScroll, signInWithDemo } from './support/actions';
import { checkA11y } from './support/a11y';

/** Free demo courses demo_student is not enrolled in. */
const FREE_COURSE = 'Kiswahili for Beginners';
const PAID_COURSE = 'Smart Farming: Modern Agriculture Techniques';
const ENROLLED_COURSE = 'Introduction to Python Programming';

async function signInAsStudent(page: Page) {
  await signInWithDemo(page, 'Student');
  await page.waitForURL('**/student/dashboard');
}

/** Opens a course from the catalogue and answers its id. */
async function openCourse(page: Page, title: string): Promise<string> {
  await page.goto('/courses');
  await page.getByRole('link', { name: title, exact: true }).click();
  await page.waitForURL(/\/courses\/\d+$/);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

describe('a guest becomes a learner', () => {
  const b = useBrowser();

  it('browses, signs in from a course, enrols for free, learns a lesson and sees the progress', async () => {
    const { page } = b;
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /Learn without limits/ }).waitFor();
    for (const figure of ['10,000+', '500+', '50+', '98%', '4.8'])
      await page.getByText(figure, { exact: true }).waitFor();
    const featured = page.getByRole('region', { name: 'Featured courses' }).getByRole('article');
    await expect.poll(() => featured.count()).toBe(3);
    await checkA11y(page);

    await page.getByRole('main').getByRole('link', { name: 'Browse Courses' }).click();
    await page.waitForURL('**/courses');
    await page.getByRole('heading', { level: 1, name: 'Explore Courses' }).waitFor();
    const cards = page.getByRole('region', { name: 'Courses' }).getByRole('article');
    await expect.poll(() => cards.count()).toBe(6);
    await checkA11y(page);

    const search = page.getByRole('searchbox', { name: 'Search courses' });
    await search.fill('no such subject');
    await page.getByText('No courses match “no such subject”').waitFor();
    await checkA11y(page);
    await search.fill('SWAHILI');
    await page.waitForURL(/search=SWAHILI/);
    await expect.poll(() => cards.count()).toBe(1);

    await page.getByRole('link', { name: FREE_COURSE, exact: true }).click();
    await page.waitForURL(/\/courses\/\d+$/);
    const courseId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByRole('heading', { level: 1, name: FREE_COURSE }).waitFor();
    await page.getByText('Self-paced', { exact: true }).waitFor();
    await page.getByText('Online', { exact: true }).waitFor();
    expect(await page.getByText('Content available after enrollment').count()).toBe(4);
    await checkA11y(page);

    await page.getByRole('button', { name: 'Sign Up to Enroll' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('intendedCourse'))).toBe(courseId);
    await page.getByRole('button', { name: 'Student demo' }).click();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`**/courses/${courseId}`);

    await page.getByRole('button', { name: 'Enroll for Free' }).click();
    await page.getByText('Successfully enrolled in the course!').first().waitFor();
    await page.getByText('You are enrolled in this course').waitFor();
    await expect.poll(() => page.getByText('Content available after enrollment').count()).toBe(0);
    await checkA11y(page);

    await page.getByRole('link', { name: 'Continue Learning' }).click();
    await page.waitForURL(new RegExp(`/student/courses/${courseId}/learn/\\d+$`));
    await page.getByRole('heading', { level: 2, name: 'Greetings: Jambo and Habari' }).waitFor();
    await checkA11y(page);
    const firstLesson = page.url();
    await page.getByRole('link', { name: /^Next/ }).click();
    await page.waitForURL((url) => url.href !== firstLesson);
    await page.getByRole('heading', { level: 2, name: 'Introducing yourself' }).waitFor();

    await page.getByRole('button', { name: 'Mark as Complete' }).click();
    await page.getByRole('status').filter({ hasText: 'Completed' }).waitFor();
    await page.getByText('1 of 4 lessons · 25%', { exact: true }).waitFor();
    await checkA11y(page);

    await page.getByRole('link', { name: 'View Progress' }).click();
    await page.waitForURL(`**/student/courses/${courseId}/progress`);
    await page.getByRole('heading', { level: 1, name: FREE_COURSE }).waitFor();
    await page.getByText('1 of 4 lessons completed', { exact: true }).first().waitFor();
    await page.getByText('25%', { exact: true }).waitFor();
    await checkA11y(page);

    await page.goto('/student/dashboard');
    await page.getByRole('article').filter({ hasText: FREE_COURSE }).waitFor();
    await checkA11y(page);
  });

  it('undoes a completed lesson', async () => {
    const { page } = b;
    await signInAsStudent(page);
    await page.getByRole('link', { name: `Continue Learning: ${ENROLLED_COURSE}` }).click();
    await page.getByRole('button', { name: 'Mark as Complete' }).click();
    await page.getByRole('button', { name: 'Mark as incomplete' }).click();
    await page.getByRole('button', { name: 'Mark as Complete' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Mark as Complete' }).waitFor();
  });
});

describe('a paid course and a course the student has not joined', () => {
  const b = useBrowser();

  it('starts a checkout instead of enrolling on a paid course', async () => {
    const { page } = b;
    await signInAsStudent(page);
    const courseId = await openCourse(page, PAID_COURSE);
    await page.getByText('50,000 UGX').first().waitFor();
    await page.getByText('One-time payment').waitFor();
    await page.getByText('30-day money-back guarantee').waitFor();
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    await page.waitForURL(/\/payments\/\d+\/test$/);
    await page.getByRole('heading', { level: 1, name: 'Test payment — no money moves' }).waitFor();
    await checkA11y(page);

    await page.goto(`/student/courses/${courseId}/learn`);
    await page.getByText('You are not enrolled in this course.').waitFor();
    await checkA11y(page);
    await page.getByRole('link', { name: 'Back to Course' }).click();
    await page.waitForURL(`**/courses/${courseId}`);
  });

  it('tells an instructor that only students enrol', async () => {
    const { page } = b;
    await signInWithDemo(page, 'Instructor');
    await page.waitForURL('**/instructor/dashboard');
    await openCourse(page, FREE_COURSE);
    await page.getByText('Instructor Access').waitFor();
    await page.getByText('Instructors cannot enroll in courses. Only students can enroll.').waitFor();
    expect(await page.getByText('Content available after enrollment').count()).toBe(0);
    await checkA11y(page);
  });
});

describe('the profile', () => {
  const b = useBrowser();

  it('is edited, validated, saved and still there after a reload', async () => {
    const { page } = b;
    await signInAsStudent(page);
    await page.goto('/student/profile');
    await page.getByRole('heading', { level: 2, name: 'Amani Okello' }).waitFor();
    await checkA11y(page);
    await page.getByRole('tab', { name: 'Settings' }).click();
    expect(await page.getByRole('switch', { name: 'Marketing emails' }).isDisabled()).toBe(true);
    await checkA11y(page);
    await page.getByRole('tab', { name: 'Profile Information' }).click();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Job title').fill('Community health worker');
    await page.getByLabel('Location').fill('Gulu, Uganda');
    await page.getByLabel('Specializations').fill('First aid, Nutrition ,');
    await page.getByLabel('Website').fill('not a web address');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Website must be a web address starting with http:// or https://').waitFor();
    await checkA11y(page);

    await page.getByLabel('Website').fill('https://amani.example.org');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('switch', { name: 'Marketing emails' }).click();
    await page.getByLabel('Time zone').selectOption('America/Chicago');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully!').first().waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    await checkA11y(page);

    await page.reload();
    await page.getByText('Community health worker').first().waitFor();
    await page.getByText('Gulu, Uganda').waitFor();
    await page.getByText('Nutrition', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'amani.example.org' }).waitFor();
    await page.getByRole('tab', { name: 'Settings' }).click();
    expect(await page.getByRole('switch', { name: 'Marketing emails' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await page.getByLabel('Time zone').inputValue()).toBe('America/Chicago');
  });

  it('discards edits on Cancel', async () => {
    const { page } = b;
    await signInAsStudent(page);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Location').fill('Somewhere else');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    expect(await page.getByText('Somewhere else').count()).toBe(0);
  });
});

/** 'X of Y lessons · [A of B assessments passed · ]P%', the words every page uses for progress. */
const PROGRESS_TEXT = /^\d+ of \d+ lessons? · (\d+ of \d+ assessments? passed · )?\d+%$/;

/** How many assessments the progress text says are passed. */
function passedCount(text: string): number {
  return Number(/(\d+) of \d+ assessments? passed/.exec(text)?.[1] ?? 0);
}

async function progressOnDashboard(page: Page, course: string): Promise<string> {
  await page.goto('/student/dashboard');
  const card = page.getByRole('article').filter({ hasText: course });
  const text = card.getByText(PROGRESS_TEXT);
  await text.waitFor();
  return (await text.textContent()) ?? '';
}

describe('one set of progress figures', () => {
  const learner = useBrowser();
  const teacher = useBrowser({ width: 375, height: 800 });

  it(
    'shows the same progress on the dashboard, the course page, the lesson page, the progress page and the Students tab',
    { timeout: 180_000 },
    async () => {
      const { page } = learner;
      await signInAsStudent(page);
      const before = await progressOnDashboard(page, ENROLLED_COURSE);

      // The demo assessment is up next; passing it moves the course on by one item.
      const upNext = page.getByRole('region', { name: 'Up next' });
      const start = upNext.getByRole('link', { name: 'Start Python Basics Check' });
      await start.waitFor();
      await upNext
        .getByText(/\d+ (days|hours|minutes) left/)
        .first()
        .waitFor();
      await checkA11y(page);
      await start.click();
      await page.getByRole('button', { name: 'Start Assessment' }).click();
      await page.getByRole('timer').waitFor();
      await page.getByRole('radio', { name: '[0, 1, 2]', exact: true }).check();
      await page.getByRole('radio', { name: 'def', exact: true }).check();
      await page.getByRole('button', { name: 'Submit Assessment' }).click();
      await page
        .getByRole('dialog', { name: 'Submit your answers?' })
        .getByRole('button', { name: 'Submit Assessment' })
        .click();
      // The written question was left blank: nothing waits for marking, so the result is final.
      await page.getByText('Assessment submitted! Score: 66.7% (2/3 correct)', { exact: true }).waitFor();
      await page.getByText('PASSED', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'View result' }).click();

      const after = await progressOnDashboard(page, ENROLLED_COURSE);
      // One more assessment passed than before (other journeys may have passed another one already).
      expect(passedCount(after)).toBe(passedCount(before) + 1);
      const upNextLesson = page
        .getByRole('region', { name: 'Up next' })
        .getByRole('listitem')
        .filter({ hasText: ENROLLED_COURSE })
        .getByText(PROGRESS_TEXT);
      expect(await upNextLesson.textContent()).toBe(after);
      await checkA11y(page);

      const [lessons = '', assessments = '', percent = ''] = after.split(' · ');
      await page.getByRole('link', { name: `View Progress: ${ENROLLED_COURSE}` }).click();
      await page.getByText('Overall progress').waitFor();
      await page.getByText(`${lessons} completed`, { exact: true }).first().waitFor();
      expect(await page.getByText(assessments, { exact: true }).count()).toBeGreaterThan(0);
      await page.getByText(percent, { exact: true }).first().waitFor();
      await checkA11y(page);

      await page.getByRole('link', { name: /Continue Learning|Review Lessons/ }).click();
      await page.getByRole('button', { name: /Mark as (Complete|incomplete)/ }).waitFor();
      await page.getByText(after, { exact: true }).waitFor();

      await page.getByRole('link', { name: 'Back to course' }).click();
      await page.getByRole('heading', { level: 2, name: 'Your progress' }).waitFor();
      await page.getByText(after, { exact: true }).waitFor();
      await checkA11y(page);

      // The instructor sees the very same figures for this student, on a phone.
      await signInWithDemo(teacher.page, 'Instructor');
      await teacher.page.waitForURL('**/instructor/dashboard');
      await teacher.page.getByRole('link', { name: `Manage ${ENROLLED_COURSE}` }).click();
      await teacher.page.getByRole('tab', { name: 'Students' }).click();
      const card = teacher.page.getByRole('article').filter({ hasText: 'Amani Okello' });
      await card.getByText(after, { exact: true }).waitFor();
      await card.getByRole('button', { name: /^View Progress/ }).click();
      await teacher.page.getByRole('dialog').getByText(after, { exact: true }).waitFor();
      await checkA11y(teacher.page);
    },
  );
});

/** Each page is checked once its main heading is there. */
async function expectFits(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expectNoHorizontalScroll(page);
  await checkA11y(page);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 800 },
]) {
  describe(`the main pages at ${viewport.width} px`, () => {
    const b = useBrowser(viewport);

    it('fit the screen for a guest', async () => {
      const { page } = b;
      await expectFits(page, '/');
      await expectFits(page, '/courses');
      await page.getByRole('link', { name: ENROLLED_COURSE, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: ENROLLED_COURSE }).waitFor();
      await expectNoHorizontalScroll(page);
      await checkA11y(page);
    });

    it('fit the screen for a student', async () => {
      const { page } = b;
      await signInAsStudent(page);
      await expectNoHorizontalScroll(page);
      await page.getByRole('link', { name: `View Progress: ${ENROLLED_COURSE}` }).click();
      await page.getByText('Overall progress').waitFor();
      await expectNoHorizontalScroll(page);
      await checkA11y(page);
      await page.getByRole('link', { name: /Continue Learning|Review Lessons/ }).click();
      await page.getByRole('button', { name: /Mark as (Complete|incomplete)/ }).waitFor();
      await expectNoHorizontalScroll(page);
      await checkA11y(page);
      await page.getByRole('link', { name: 'Back to course' }).click();
      await page.getByRole('heading', { level: 1, name: ENROLLED_COURSE }).waitFor();
      await expectNoHorizontalScroll(page);
      await expectFits(page, '/student/profile');
    });
  });
}
