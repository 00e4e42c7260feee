import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, SettingsBody, type Settings } from '@somo/contract/settings';
import { i18n } from '../../../lib/i18n/i18n';
import { convertPriceLimits, isSettingsField, numberLimits, settingsErrorText } from './settings-form';
import { messagesOf } from '../../../test/catalogues';

afterEach(() => {
  i18n.activate('en');
});

/** Each field's error as the form shows it: the issue's code and message, as react-hook-form keeps them. */
function messages(change: (settings: Settings) => void) {
  const settings = structuredClone(DEFAULT_SETTINGS);
  change(settings);
  const result = SettingsBody.safeParse(settings);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => {
      const path = issue.path.join('.');
      if (!isSettingsField(path)) throw new Error(`${path} is not a settings field`);
      return [path, settingsErrorText(path, { type: issue.code, message: issue.message }, i18n)];
    }),
  );
}

describe('the settings form', () => {
  it('reads each number setting’s limits from the contract', () => {
    expect(numberLimits('platform_settings.max_file_upload_size')).toEqual({ min: 1, max: 100 });
    expect(numberLimits('ai_settings.max_pdf_size')).toEqual({ min: 1, max: 50 });
    expect(numberLimits('pricing_settings.platform_commission_rate')).toEqual({ min: 0, max: 50 });
    expect(numberLimits('pricing_settings.max_course_price')).toEqual({ min: 0, max: undefined });
  });

  it.each([
    [
      'platform_settings.max_file_upload_size',
      0,
      'Max file upload size must be a whole number from 1 to 100.',
    ],
    [
      'platform_settings.max_file_upload_size',
      2.5,
      'Max file upload size must be a whole number from 1 to 100.',
    ],
    ['ai_settings.max_pdf_size', 51, 'Max PDF size must be a whole number from 1 to 50.'],
    ['pricing_settings.platform_commission_rate', 50.1, 'Platform commission rate must be between 0 and 50.'],
    // An emptied number input reads as NaN.
    ['pricing_settings.max_course_price', Number.NaN, 'Maximum course price must be 0 or more.'],
    ['pricing_settings.min_course_price', -1, 'Minimum course price must be 0 or more.'],
  ] as const)('says what is wrong with %s = %s', (path, value, message) => {
    const [group, key] = path.split('.') as [keyof Settings, string];
    expect(messages((settings) => Object.assign(settings[group], { [key]: value }))).toEqual({
      [path]: message,
    });
  });

  it('needs a site name and keeps the contract’s own words for the price limits’ order', () => {
    expect(
      messages((settings) => {
        settings.platform_settings.site_name = '   ';
        settings.pricing_settings.max_course_price = 999.99;
        settings.pricing_settings.min_course_price = 1000;
      }),
    ).toEqual({
      'platform_settings.site_name': 'Site name is required.',
      'pricing_settings.min_course_price': 'The minimum course price cannot be above the maximum',
    });
  });

  it('keeps the server’s words for a field', () => {
    expect(
      settingsErrorText(
        'pricing_settings.max_course_price',
        { type: 'server', message: 'Too expensive for this platform.' },
        i18n,
      ),
    ).toBe('Too expensive for this platform.');
  });

  it('says the rule in the interface language', async () => {
    const french = messagesOf('fr');
    i18n.loadAndActivate({ locale: 'fr', messages: french });
    const said = settingsErrorText('ai_settings.max_pdf_size', { type: 'too_big', message: '' }, i18n);
    expect(said).toContain('50');
    expect(said).not.toBe('Max PDF size must be a whole number from 1 to 50.');
  });

  it('knows the fields the server may name in its errors', () => {
    expect(isSettingsField('ai_settings.max_pdf_size')).toBe(true);
    expect(isSettingsField('pricing_settings.default_currency')).toBe(true);
    expect(isSettingsField('ai_settings')).toBe(false);
    expect(isSettingsField('pricing_settings.max_pdf_size')).toBe(false);
  });

  it('converts the price limits into a newly chosen currency, keeping within the old ones', () => {
    const pricing = { ...DEFAULT_SETTINGS.pricing_settings, min_course_price: 3700 };
    const dollars = convertPriceLimits(pricing, 'USD');
    expect(dollars).toEqual({ min_course_price: 1, max_course_price: 999.99 });
    expect(convertPriceLimits({ ...pricing, ...dollars, default_currency: 'USD' }, 'UGX')).toEqual({
      min_course_price: 3700,
      max_course_price: 3_699_963,
    });
  });

  it('leaves out a limit that does not read as a number, so it stays as typed', () => {
    const pricing = { ...DEFAULT_SETTINGS.pricing_settings, max_course_price: Number.NaN };
    expect(convertPriceLimits(pricing, 'EUR')).toEqual({ min_course_price: 0 });
  });
});
