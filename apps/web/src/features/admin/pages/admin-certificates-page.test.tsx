import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminCertificate } from '@somo/contract/certificates';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/render-app';
import { LOAD, admin } from '../test/admin-fixtures';

beforeAll(async () => {
  await import('./admin-certificates-page');
}, 120_000);

const AMINA = '3f2a9c4e-8b1d-4e7a-9c3f-5d6e7f8a9b0c';
const OKELLO = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const REISSUED = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function certificate(extra: Partial<AdminCertificate> & Pick<AdminCertificate, 'id'>): AdminCertificate {
  return {
    student_name: 'Amina Nakato',
    student_id: 11,
    student_username: 'amina',
    course_title: 'Kiswahili for Beginners',
    course_id: 5,
    instructor_name: 'Grace Nakato',
    completed_at: '2026-03-05T10:00:00.000Z',
    scores: [],
    status: 'valid',
    status_changed_at: null,
    revoked_reason: null,
    replaced_by: null,
    site_name: 'Somo',
    verification_url: `http://localhost:3000/certificates/${extra.id}`,
    ...extra,
  };
}

/** A tiny certificates API: search by name, username or course; revoke and re-issue change the list. */
function certificatesApi(list: AdminCertificate[]) {
  return mockApi({
    'GET /api/auth/profile/': () => json(200, admin),
    'GET /api/admin/certificates/': ({ url }) => {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      return json(
        200,
        list.filter((item) =>
          [item.student_name, item.student_username, item.course_title].some((text) =>
            text.toLowerCase().includes(search),
          ),
        ),
      );
    },
    [`POST /api/admin/certificates/${AMINA}/revoke/`]: ({ body }) => {
      const { reason } = body as { reason: string };
      const index = list.findIndex((item) => item.id === AMINA);
      const revoked = certificate({
        ...list[index],
        id: AMINA,
        status: 'revoked',
        status_changed_at: '2026-04-02T09:00:00.000Z',
        revoked_reason: reason,
      });
      list[index] = revoked;
      return json(200, revoked);
    },
    [`POST /api/admin/certificates/${OKELLO}/reissue/`]: () => {
      const index = list.findIndex((item) => item.id === OKELLO);
      const old = list[index];
      if (!old) return apiError(404, 'Certificate not found', 'not_found');
      const issued = certificate({ ...old, id: REISSUED, student_name: 'Okello Peter Ouma' });
      list[index] = {
        ...old,
        status: 'replaced',
        status_changed_at: '2026-04-03T09:00:00.000Z',
        replaced_by: REISSUED,
      };
      list.unshift(issued);
      return json(201, issued);
    },
  });
}

const rows = () => within(screen.getByRole('region', { name: 'Certificates' })).getAllByRole('article');

describe('Admin certificates', { timeout: 60_000 }, () => {
  it('lists every certificate and searches them on the server', async () => {
    signInAs(admin);
    const fetchMock = certificatesApi([
      certificate({ id: AMINA }),
      certificate({
        id: OKELLO,
        student_name: 'Okello Peter',
        student_username: 'okello',
        course_title: 'Algebra Foundations',
        status: 'revoked',
        status_changed_at: '2026-04-01T09:00:00.000Z',
        revoked_reason: 'Duplicate account.',
      }),
    ]);
    const { user } = renderApp('/admin/certificates');

    expect(await screen.findByRole('heading', { level: 1, name: 'Certificates' }, LOAD)).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Admin navigation' });
    expect(within(sidebar).getByRole('link', { name: 'Certificates' })).toHaveAttribute(
      'href',
      '/admin/certificates',
    );
    await screen.findByText('2 certificates', undefined, LOAD);
    const [amina, okello] = rows();
    expect(amina).toHaveAccessibleName('Amina Nakato, Kiswahili for Beginners');
    expect(amina).toHaveTextContent('@amina');
    expect(amina).toHaveTextContent('Mar 5, 2026');
    expect(amina).toHaveTextContent('Valid');
    expect(
      within(amina as HTMLElement).getByRole('link', {
        name: 'Verify the certificate of Amina Nakato for Kiswahili for Beginners',
      }),
    ).toHaveAttribute('href', `/certificates/${AMINA}`);
    expect(okello).toHaveTextContent('RevokedRevoked on Apr 1, 2026: Duplicate account.');
    // A revoked certificate stays revoked: nothing more to do with it but look.
    expect(within(okello as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search certificates' }), 'algebra');
    await waitFor(() => expect(rows()).toHaveLength(1), LOAD);
    expect(rows()[0]).toHaveAccessibleName('Okello Peter, Algebra Foundations');
    const searches = callsTo(fetchMock, 'GET', '/api/admin/certificates/').map(([input]) =>
      new URL(String(input)).searchParams.get('search'),
    );
    expect(searches.at(-1)).toBe('algebra');

    await user.clear(screen.getByRole('searchbox', { name: 'Search certificates' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search certificates' }), 'nobody');
    expect(await screen.findByRole('heading', { name: 'No certificates found' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Try another search.')).toBeInTheDocument();
  });

  it('revokes a certificate only with a reason, and shows it revoked', async () => {
    signInAs(admin);
    const fetchMock = certificatesApi([certificate({ id: AMINA })]);
    const { user } = renderApp('/admin/certificates');

    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Revoke the certificate of Amina Nakato for Kiswahili for Beginners' },
        LOAD,
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this certificate?' });
    expect(dialog).toHaveTextContent(
      'Amina Nakato’s certificate for Kiswahili for Beginners will show Revoked, with your reason, to anyone who checks it.',
    );
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('maxLength', '500');

    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    expect(within(dialog).getByText('Please give a reason')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/api/admin/certificates/${AMINA}/revoke/`)).toHaveLength(0);

    await user.type(reason, 'Issued after a grading error. ');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));

    expect(await screen.findByText('Certificate revoked.', undefined, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [revoke] = callsTo(fetchMock, 'POST', `/api/admin/certificates/${AMINA}/revoke/`);
    expect(JSON.parse(String(revoke?.[1]?.body))).toEqual({ reason: 'Issued after a grading error.' });
    await waitFor(() =>
      expect(rows()[0]).toHaveTextContent('Revoked on Apr 2, 2026: Issued after a grading error.'),
    );
  });

  it('says why a revocation failed and keeps the dialog open', async () => {
    signInAs(admin);
    mockApi({
      'GET /api/auth/profile/': () => json(200, admin),
      'GET /api/admin/certificates/': () => json(200, [certificate({ id: AMINA })]),
      [`POST /api/admin/certificates/${AMINA}/revoke/`]: () =>
        apiError(409, 'This certificate is no longer valid.', 'conflict'),
    });
    const { user } = renderApp('/admin/certificates');

    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Revoke the certificate of Amina Nakato for Kiswahili for Beginners' },
        LOAD,
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this certificate?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Duplicate.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to revoke the certificate: This certificate is no longer valid.',
    );
  });

  it('re-issues a certificate after asking, and lists the new one beside the replaced one', async () => {
    signInAs(admin);
    const fetchMock = certificatesApi([
      certificate({ id: OKELLO, student_name: 'Okello Peter', student_username: 'okello' }),
    ]);
    const { user } = renderApp('/admin/certificates');

    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Re-issue the certificate of Okello Peter for Kiswahili for Beginners' },
        LOAD,
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Re-issue this certificate?' });
    expect(dialog).toHaveTextContent(
      'A new certificate, with a new link, is issued in the name on okello’s profile now. This one, in the name of Okello Peter, will then show Replaced, with a link to the new one.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Re-issue' }));

    expect(await screen.findByText('New certificate issued.', undefined, LOAD)).toBeInTheDocument();
    expect(
      screen.getByText('It is in the name of Okello Peter Ouma; the old one now shows Replaced.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/api/admin/certificates/${OKELLO}/reissue/`)).toHaveLength(1);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [issued, replaced] = rows();
    expect(issued).toHaveAccessibleName('Okello Peter Ouma, Kiswahili for Beginners');
    expect(issued).toHaveTextContent('Valid');
    expect(replaced).toHaveTextContent('ReplacedReplaced on Apr 3, 2026 · New certificate');
    expect(within(replaced as HTMLElement).getByRole('link', { name: 'New certificate' })).toHaveAttribute(
      'href',
      `/certificates/${REISSUED}`,
    );
  });
});
