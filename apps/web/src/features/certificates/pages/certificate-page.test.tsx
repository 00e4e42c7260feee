import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n/i18n';
import { storeGuestLanguage } from '../../../lib/i18n/languages';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { CERTIFICATE_ID, LOAD, NEW_CERTIFICATE_ID, publicCertificate } from '../test/certificate-fixtures';

beforeAll(async () => {
  await import('./certificate-page');
}, 120_000);

const url = `/certificates/${CERTIFICATE_ID}`;
const apiPath = `/api/certificates/${CERTIFICATE_ID}/`;

/** The facts as the page lists them: each label with its value. */
function facts() {
  const entries: Record<string, string> = {};
  for (const term of document.querySelectorAll('dl dt')) {
    entries[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  }
  return entries;
}

describe('certificate verification page', { timeout: 60_000 }, () => {
  it('shows a valid certificate to anyone, without signing in, with its PDF and address', async () => {
    const fetchMock = mockApi({ [`GET ${apiPath}`]: () => json(200, publicCertificate()) });
    renderApp(url);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate of Completion' }, LOAD),
    ).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Valid' });
    expect(status).toHaveTextContent(
      'This certificate is genuine and in force: Somo Academy issued it and has not withdrawn it.',
    );
    expect(facts()).toEqual({
      'Awarded to': 'Amina Nakato',
      Course: 'Kiswahili for Beginners',
      Instructor: 'Grace Nakato',
      'Completed on': 'March 5, 2026',
      'Issued by': 'Somo Academy',
      'Certificate ID': CERTIFICATE_ID,
    });
    const scores = within(screen.getByRole('list', { name: 'Best score per assessment' }));
    expect(scores.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Greetings quiz92.5%',
      'Market role-play80%',
    ]);
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/certificates/${CERTIFICATE_ID}/pdf/`,
    );
    expect(screen.getByText(`https://learn.example.org/certificates/${CERTIFICATE_ID}`)).toBeInTheDocument();
    // No session was asked for: the page is public.
    expect(callsTo(fetchMock, 'GET', '/api/auth/profile/')).toHaveLength(0);
    expect(document.title).toBe('Certificate: Kiswahili for Beginners · Somo');
  });

  it('says when and why a certificate was revoked, and still shows what it said', async () => {
    mockApi({
      [`GET ${apiPath}`]: () =>
        json(
          200,
          publicCertificate({
            status: 'revoked',
            status_changed_at: '2026-04-02T09:00:00.000Z',
            revoked_reason: 'Issued by mistake after a grading error.',
          }),
        ),
    });
    renderApp(url);

    const status = await screen.findByRole('region', { name: 'Revoked' }, LOAD);
    expect(status).toHaveTextContent('Somo Academy revoked this certificate on April 2, 2026.');
    expect(status).toHaveTextContent('Reason: Issued by mistake after a grading error.');
    expect(screen.queryByRole('region', { name: 'Valid' })).not.toBeInTheDocument();
    expect(facts()['Awarded to']).toBe('Amina Nakato');
  });

  it('points from a replaced certificate to the one that replaced it', async () => {
    mockApi({
      [`GET ${apiPath}`]: () =>
        json(
          200,
          publicCertificate({
            status: 'replaced',
            status_changed_at: '2026-04-10T09:00:00.000Z',
            replaced_by: NEW_CERTIFICATE_ID,
          }),
        ),
      [`GET /api/certificates/${NEW_CERTIFICATE_ID}/`]: () =>
        json(200, publicCertificate({ id: NEW_CERTIFICATE_ID, student_name: 'Amina N. Nakato' })),
    });
    const { router, user } = renderApp(url);

    const status = await screen.findByRole('region', { name: 'Replaced' }, LOAD);
    expect(status).toHaveTextContent(
      'This certificate was replaced by a new one on April 10, 2026, for example to correct a name.',
    );
    await user.click(within(status).getByRole('link', { name: 'See the new certificate' }));

    expect(router.state.location.pathname).toBe(`/certificates/${NEW_CERTIFICATE_ID}`);
    expect(await screen.findByRole('region', { name: 'Valid' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Amina N. Nakato')).toBeInTheDocument();
  });

  it('says Certificate not found for an unknown id', async () => {
    mockApi({ [`GET ${apiPath}`]: () => apiError(404, 'Certificate not found', 'not_found') });
    renderApp(url);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate not found' }, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('treats a malformed id as not found too', async () => {
    mockApi({
      'GET /api/certificates/not-a-certificate/': () =>
        apiError(400, 'Certificate not found', 'validation_error', { id: 'Certificate not found' }),
    });
    renderApp('/certificates/not-a-certificate');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate not found' }, LOAD),
    ).toBeInTheDocument();
  });

  it('offers to try again when the server cannot answer', async () => {
    let fail = true;
    mockApi({
      [`GET ${apiPath}`]: () =>
        fail ? apiError(500, 'Server error', 'internal_error') : json(200, publicCertificate()),
    });
    const { user } = renderApp(url);

    const alert = await screen.findByRole('alert', undefined, LOAD);
    expect(alert).toHaveTextContent('The certificate could not be checked. Please try again.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Valid' }, LOAD)).toBeInTheDocument();
  });
});

describe("certificate verification page in the reader's language", { timeout: 60_000 }, () => {
  afterEach(() => activateLanguage('en'));

  it('reads in Swahili for a guest who chose it', async () => {
    storeGuestLanguage('sw');
    mockApi({
      [`GET ${apiPath}`]: () =>
        json(
          200,
          publicCertificate({
            status: 'revoked',
            status_changed_at: '2026-04-02T09:00:00.000Z',
            revoked_reason: 'Imetolewa kimakosa.',
          }),
        ),
    });
    renderApp(url);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cheti cha Kuhitimu' }, LOAD),
    ).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Kimebatilishwa' });
    expect(status).toHaveTextContent('Sababu: Imetolewa kimakosa.');
    expect(screen.getByText('Anwani ya uhakiki')).toBeInTheDocument();
    // A revoked certificate is not handed out as a PDF: the server refuses it.
    expect(screen.queryByRole('link', { name: 'Pakua PDF' })).not.toBeInTheDocument();
  });
});
