import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Settings } from '@somo/contract/settings';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/render-app';
import { LOAD, admin, adminCourse, settings, systemInfo } from '../test/admin-fixtures';

beforeAll(async () => {
  await Promise.all([import('./admin-settings-page'), import('./admin-courses-page')]);
}, 120_000);

function settingsApi(current: Settings, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/profile/': () => json(200, admin),
    'GET /api/admin/settings/': () => json(200, current),
    'POST /api/admin/settings/': ({ body }) => {
      Object.assign(current, body);
      return json(200, current);
    },
    'GET /api/admin/system/': () => json(200, systemInfo),
    'GET /api/admin/courses/': () => json(200, [adminCourse({ id: 1, title: 'Honey Business', price: 10 })]),
    ...extra,
  });
}

const saveButton = () => screen.getByRole('button', { name: 'Save Changes' });

describe('Platform Settings', { timeout: 60_000 }, () => {
  it('shows the three groups with the saved values and the real system facts', async () => {
    signInAs(admin);
    settingsApi(settings());
    renderApp('/admin/settings');

    expect(await screen.findByLabelText('Site name', undefined, LOAD)).toHaveValue('Somo');
    for (const title of [
      'Platform Settings',
      'Pricing Settings',
      'AI & Content Settings',
      'System Information',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    const upload = screen.getByLabelText('Max file upload size (MB)');
    expect(upload).toHaveValue(10);
    expect(upload).toHaveAttribute('min', '1');
    expect(upload).toHaveAttribute('max', '100');
    expect(screen.getByLabelText('Max PDF size (MB)')).toHaveAttribute('max', '50');
    // The spec's default limit of $999.99, kept in the default platform currency.
    expect(screen.getByLabelText('Maximum course price')).toHaveValue(3_699_963);
    expect(screen.getByLabelText('Maximum course price')).toHaveAttribute('step', '0.01');
    const commission = screen.getByLabelText('Platform commission rate (%)');
    expect(commission).toHaveValue(10);
    expect(commission).toHaveAttribute('step', '0.1');
    expect(commission).toHaveAttribute('max', '50');
    expect(
      within(screen.getByLabelText('Default currency'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['USD', 'UGX', 'EUR', 'GBP', 'CAD']);
    expect(screen.getByRole('switch', { name: 'Allow student registration' })).toBeChecked();

    const system = screen.getByRole('heading', { name: 'System Information' }).closest('div')?.parentElement;
    await waitFor(() => expect(system).toHaveTextContent('Versionv1.0.0'));
    expect(system).toHaveTextContent('DatabaseEmbedded PGlite (PostgreSQL 17.4)Connected');
    expect(system).toHaveTextContent('AI ServicesBuilt-in offline assistant');
    expect(system).toHaveTextContent('Last UpdatedNever changed (defaults in use)');
  });

  it('checks the limits before sending, at the field', async () => {
    signInAs(admin);
    const fetchMock = settingsApi(settings());
    const { user } = renderApp('/admin/settings');

    const upload = await screen.findByLabelText('Max file upload size (MB)', undefined, LOAD);
    await user.clear(upload);
    await user.type(upload, '101');
    await user.clear(screen.getByLabelText('Minimum course price'));
    await user.type(screen.getByLabelText('Minimum course price'), '4000000');
    await user.click(saveButton());

    expect(upload).toHaveAccessibleDescription(/Max file upload size must be a whole number from 1 to 100\./);
    expect(upload).toHaveFocus();
    expect(screen.getByLabelText('Minimum course price')).toHaveAccessibleDescription(
      /The minimum course price cannot be above the maximum/,
    );
    expect(callsTo(fetchMock, 'POST', '/api/admin/settings/')).toHaveLength(0);

    await user.clear(upload);
    await user.type(upload, '20');
    expect(upload).not.toHaveAccessibleDescription(/must be/);
  });

  it('shows the platform currency beside the price limits and converts them when it changes', async () => {
    signInAs(admin);
    const current = settings();
    current.pricing_settings.min_course_price = 1000;
    current.pricing_settings.max_course_price = 20_000;
    const fetchMock = settingsApi(current);
    const { user } = renderApp('/admin/settings');

    const min = await screen.findByLabelText('Minimum course price', undefined, LOAD);
    const max = screen.getByLabelText('Maximum course price');
    expect(min).toHaveAccessibleDescription('In UGX, 0 or more.');
    expect(max).toHaveAccessibleDescription('In UGX, 0 or more.');
    expect(screen.getByTestId('pricing_settings.max_course_price-unit')).toHaveTextContent('UGX');
    expect(screen.getByTestId('pricing_settings.min_course_price-unit')).toHaveTextContent('UGX');
    expect(
      screen.getByText(/A course priced in another currency is converted at the platform’s rates/),
    ).toBeInTheDocument();

    // 1,000 to 20,000 UGX is $0.28 to $5.40: the lowest rounded up, the highest down.
    await user.selectOptions(screen.getByLabelText('Default currency'), 'USD');
    expect(min).toHaveValue(0.28);
    expect(max).toHaveValue(5.4);
    expect(max).toHaveAccessibleDescription('In USD, 0 or more.');
    expect(screen.getByTestId('pricing_settings.max_course_price-unit')).toHaveTextContent('USD');

    // An admin may still type limits of their own in the new currency.
    await user.clear(max);
    await user.type(max, '25');
    await user.click(saveButton());
    await screen.findByRole('status', {}, LOAD);
    const [call] = callsTo(fetchMock, 'POST', '/api/admin/settings/');
    const sent = JSON.parse(String(call?.[1]?.body)) as Settings;
    expect(sent.pricing_settings).toMatchObject({
      default_currency: 'USD',
      min_course_price: 0.28,
      max_course_price: 25,
    });
  });

  it('leaves a limit that is not a number yet as typed when the currency changes', async () => {
    signInAs(admin);
    settingsApi(settings());
    const { user } = renderApp('/admin/settings');
    const min = await screen.findByLabelText('Minimum course price', undefined, LOAD);
    await user.clear(min);
    await user.selectOptions(screen.getByLabelText('Default currency'), 'EUR');
    expect(min).toHaveValue(null);
    // $999.99 worth of UGX is €849.99 (rounded down, so it stays within the old limit).
    expect(screen.getByLabelText('Maximum course price')).toHaveValue(849.99);
    await user.click(saveButton());
    expect(min).toHaveAccessibleDescription(/Minimum course price must be 0 or more\./);
  });

  it('shows the server’s field errors at their fields', async () => {
    signInAs(admin);
    settingsApi(settings(), {
      'POST /api/admin/settings/': () =>
        apiError(400, 'Too big: expected number to be <=50', 'validation_error', {
          'ai_settings.max_pdf_size': 'Too big: expected number to be <=50',
        }),
    });
    const { user } = renderApp('/admin/settings');
    await screen.findByLabelText('Site name', undefined, LOAD);
    await user.click(saveButton());

    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent(
      'Failed to update settings: Too big: expected number to be <=50',
    );
    const pdf = screen.getByLabelText('Max PDF size (MB)');
    expect(pdf).toHaveAccessibleDescription(/Too big: expected number to be <=50/);

    // The server's word stays until the field is edited.
    await user.type(screen.getByLabelText('Site name'), ' Academy');
    expect(pdf).toHaveAccessibleDescription(/Too big: expected number to be <=50/);
    await user.clear(pdf);
    await user.type(pdf, '20');
    expect(pdf).not.toHaveAccessibleDescription(/Too big/);
  });

  it('saves the whole object, confirms it, and shows prices in the new currency everywhere', async () => {
    signInAs(admin);
    const current = settings();
    const fetchMock = settingsApi(current);
    const { user, router } = renderApp('/admin/courses');
    expect(
      await within(await screen.findByRole('article', { name: 'Honey Business' }, LOAD)).findByText(
        '37,000 UGX',
        undefined,
        LOAD,
      ),
    ).toBeInTheDocument();

    await router.navigate('/admin/settings');
    await user.selectOptions(await screen.findByLabelText('Default currency', undefined, LOAD), 'USD');
    await user.click(screen.getByRole('switch', { name: 'Allow free courses' }));
    await user.click(saveButton());

    expect(await screen.findByRole('status', {}, LOAD)).toHaveTextContent(
      'Settings updated successfully! Currency changes will be reflected across the platform.',
    );
    const [call] = callsTo(fetchMock, 'POST', '/api/admin/settings/');
    const sent = JSON.parse(String(call?.[1]?.body)) as Settings;
    expect(sent.pricing_settings).toEqual({
      default_currency: 'USD',
      min_course_price: 0,
      max_course_price: 999.99,
      platform_commission_rate: 10,
      allow_free_courses: false,
    });
    expect(sent.platform_settings.max_file_upload_size).toBe(10);

    await router.navigate('/admin/courses');
    const row = await screen.findByRole('article', { name: 'Honey Business' }, LOAD);
    expect(await within(row).findByText('$10.00', undefined, LOAD)).toBeInTheDocument();
  });

  it('says when the settings cannot be fetched', async () => {
    signInAs(admin);
    settingsApi(settings(), {
      'GET /api/admin/settings/': () => apiError(500, 'Something went wrong.', 'internal_error'),
    });
    renderApp('/admin/settings');
    expect(await screen.findByText('Failed to fetch settings', undefined, LOAD)).toBeInTheDocument();
  });
});
