import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs, student } from '../../../test/render-app';
import { LOAD, NEW_CERTIFICATE_ID, myCertificate, publicCertificate } from '../test/certificate-fixtures';

beforeAll(async () => {
  await Promise.all([import('./my-certificates-page'), import('./certificate-page')]);
}, 120_000);

const profile = () => json(200, student);

describe('My certificates', { timeout: 60_000 }, () => {
  it('lists each certificate with its course, date and status, and downloads, copies and verifies it', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': profile,
      'GET /api/certificates/': () =>
        json(200, [
          myCertificate({ id: NEW_CERTIFICATE_ID, course_title: 'Algebra Foundations', course_id: 6 }),
          myCertificate({
            status: 'revoked',
            status_changed_at: '2026-04-02T09:00:00.000Z',
            revoked_reason: 'Issued by mistake.',
          }),
        ]),
      [`GET /api/certificates/${NEW_CERTIFICATE_ID}/`]: () =>
        json(200, publicCertificate({ id: NEW_CERTIFICATE_ID, course_title: 'Algebra Foundations' })),
    });
    const { router, user } = renderApp('/student/certificates');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'My certificates' }, LOAD),
    ).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Student navigation' });
    expect(within(sidebar).getByRole('link', { name: 'Certificates' })).toHaveAttribute(
      'href',
      '/student/certificates',
    );

    const list = await screen.findByRole('list', { name: 'Your certificates, newest first' }, LOAD);
    const [algebra, kiswahili] = within(list).getAllByRole('article');
    if (!algebra || !kiswahili) throw new Error('two certificates expected');
    expect(algebra).toHaveAccessibleName('Algebra Foundations');
    expect(algebra).toHaveTextContent('ValidCompleted on Mar 5, 2026');
    expect(kiswahili).toHaveTextContent(
      'Kiswahili for BeginnersRevokedCompleted on Mar 5, 2026Revoked on Apr 2, 2026: Issued by mistake.',
    );

    const card = within(algebra);
    expect(
      card.getByRole('link', { name: 'Download the certificate for Algebra Foundations as a PDF' }),
    ).toHaveAttribute('href', `/api/certificates/${NEW_CERTIFICATE_ID}/pdf/`);

    await user.click(
      card.getByRole('button', { name: 'Copy link to the certificate for Algebra Foundations' }),
    );
    expect(await screen.findByText('Link copied to the clipboard.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `https://learn.example.org/certificates/${NEW_CERTIFICATE_ID}`,
    );

    await user.click(card.getByRole('link', { name: 'Verify the certificate for Algebra Foundations' }));
    expect(router.state.location.pathname).toBe(`/certificates/${NEW_CERTIFICATE_ID}`);
    expect(await screen.findByRole('region', { name: 'Valid' }, LOAD)).toBeInTheDocument();
  });

  it('explains how to earn one when there is none yet', async () => {
    signInAs(student);
    mockApi({ 'GET /api/auth/profile/': profile, 'GET /api/certificates/': () => json(200, []) });
    renderApp('/student/certificates');

    expect(await screen.findByRole('heading', { name: 'No certificates yet' }, LOAD)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Complete every lesson and pass every assessment of a course to earn its certificate.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/student/dashboard',
    );
  });
});
