import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/render-app';
import { LOAD, admin, payment } from '../test/admin-fixtures';

beforeAll(async () => {
  await import('./admin-payments-page');
}, 120_000);

afterEach(() => {
  vi.restoreAllMocks();
});

const longAgo = new Date(Date.now() - 45 * 24 * 3600 * 1000).toISOString();

describe('Payment Reports', { timeout: 60_000 }, () => {
  it('totals the completed payments in dollars, counts the last 30 days and lists each transaction', async () => {
    signInAs(admin);
    mockApi({
      'GET /api/auth/profile/': () => json(200, admin),
      'GET /api/admin/payments/': () =>
        json(200, [
          payment({ id: 6, amount: 99, status: 'pending', receipt_number: null }),
          payment({ id: 5, amount: 99, status: 'failed', receipt_number: null }),
          payment({ id: 4, amount: 40, status: 'refunded', refunded_at: new Date().toISOString() }),
          payment({ id: 3, amount: 20 }),
          payment({ id: 2, amount: 37000, currency: 'UGX', user: 'Otieno', course: 'Queen Rearing' }),
          payment({ id: 1, amount: 5.5, date: longAgo, commission_rate: 12.5 }),
        ]),
    });
    renderApp('/admin/payments');

    const summary = await screen.findByRole('region', { name: 'Payment summary' }, LOAD);
    // Refunded, failed and pending payments are listed, but they brought in no money.
    expect(summary).toHaveTextContent(
      'Total Revenue$35.50Total Transactions3Recent (30 days)2Average Payment$11.83',
    );
    const rows = within(screen.getByRole('list', { name: 'Transactions, newest first' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveTextContent(/\$99\.00.*Pending$/);
    expect(rows[1]).toHaveTextContent(/\$99\.00.*Failed$/);
    expect(rows[2]).toHaveTextContent(/Refunded \w{3} \d{1,2}, \d{4}.*Refunded$/);
    expect(rows[3]).toHaveTextContent(/\d{1,2}:\d{2} (AM|PM)\$20\.00Commission \$2\.00 \(10%\)/);
    expect(rows[4]).toHaveTextContent('OtienoQueen Rearing');
    expect(rows[4]).toHaveTextContent(
      '37,000 UGXCommission 3,700 UGX (10%)Instructor share 33,300 UGXCompleted',
    );
    expect(rows[5]).toHaveTextContent('Commission $0.69 (12.5%)Instructor share $4.81Completed');
  });

  it('exports the list as CSV with the status and the split, quoted fields and no spreadsheet formulas', async () => {
    signInAs(admin);
    mockApi({
      'GET /api/auth/profile/': () => json(200, admin),
      'GET /api/admin/payments/': () =>
        json(200, [
          payment({
            id: 1,
            amount: 12.5,
            user: '=HYPERLINK("http://evil.example","click")',
            course: 'Bees, wax & "honey"',
            date: '2026-03-01T10:00:00.000Z',
          }),
          payment({
            id: 2,
            amount: 50000,
            currency: 'UGX',
            user: 'Otieno',
            course: 'Smart Farming',
            date: '2026-02-01T09:00:00.000Z',
            status: 'refunded',
            refunded_at: '2026-02-03T12:00:00.000Z',
            commission_rate: 12.5,
          }),
        ]),
    });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:payments';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp('/admin/payments');

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }, LOAD));
    expect(clicked).toHaveBeenCalledTimes(1);
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array((await blobs[0]?.arrayBuffer()) ?? new ArrayBuffer(0));
    // A UTF-8 byte order mark first, so spreadsheet programs read the names right.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(
      'Date,User,Course,Amount,Currency,Status,Commission Rate (%),Commission,Instructor Share,Provider,Receipt Number,Refunded At\r\n' +
        '2026-03-01T10:00:00.000Z,"\'=HYPERLINK(""http://evil.example"",""click"")","Bees, wax & ""honey""",12.5,USD,Completed,10,1.25,11.25,test,SOMO-2026-000001,\r\n' +
        '2026-02-01T09:00:00.000Z,Otieno,Smart Farming,50000,UGX,Refunded,12.5,6250,43750,test,SOMO-2026-000002,2026-02-03T12:00:00.000Z\r\n',
    );
  });

  it('says No payments yet, with an average of $0.00 and nothing to export', async () => {
    signInAs(admin);
    mockApi({
      'GET /api/auth/profile/': () => json(200, admin),
      'GET /api/admin/payments/': () => json(200, []),
    });
    renderApp('/admin/payments');
    expect(await screen.findByRole('heading', { name: 'No payments yet' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment summary' })).toHaveTextContent(
      'Total Revenue$0.00Total Transactions0Recent (30 days)0Average Payment$0.00',
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('says when the payments cannot be fetched', async () => {
    signInAs(admin);
    mockApi({
      'GET /api/auth/profile/': () => json(200, admin),
      'GET /api/admin/payments/': () => apiError(500, 'Something went wrong.', 'internal_error'),
    });
    renderApp('/admin/payments');
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent('Failed to fetch payments');
  });
});
