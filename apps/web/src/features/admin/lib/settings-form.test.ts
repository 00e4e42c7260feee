import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@somo/contract/settings';
import { changeCurrency, fromDraft, toDraft } from './settings-form';

describe('the settings form', () => {
  it('turns the typed text back into the settings object', () => {
    const draft = toDraft(DEFAULT_SETTINGS);
    draft.pricing_settings.platform_commission_rate = '12.5';
    draft.platform_settings.site_name = '  Somo Academy ';
    const { settings, errors } = fromDraft(draft);
    expect(errors).toEqual({});
    expect(settings.pricing_settings.platform_commission_rate).toBe(12.5);
    expect(settings.platform_settings.site_name).toBe('Somo Academy');
    expect(settings.ai_settings).toEqual(DEFAULT_SETTINGS.ai_settings);
  });

  it.each([
    [
      'platform_settings',
      'max_file_upload_size',
      '0',
      'Max file upload size must be a whole number from 1 to 100.',
    ],
    [
      'platform_settings',
      'max_file_upload_size',
      '2.5',
      'Max file upload size must be a whole number from 1 to 100.',
    ],
    ['ai_settings', 'max_pdf_size', '51', 'Max PDF size must be a whole number from 1 to 50.'],
    [
      'pricing_settings',
      'platform_commission_rate',
      '50.1',
      'Platform commission rate must be between 0 and 50.',
    ],
    ['pricing_settings', 'max_course_price', '', 'Maximum course price must be 0 or more.'],
    ['pricing_settings', 'min_course_price', '-1', 'Minimum course price must be 0 or more.'],
  ] as const)('refuses %s.%s = %j', (group, key, text, message) => {
    const draft = toDraft(DEFAULT_SETTINGS);
    (draft[group] as Record<string, unknown>)[key] = text;
    expect(fromDraft(draft).errors).toEqual({ [`${group}.${key}`]: message });
  });

  it('needs a site name and a minimum price no higher than the maximum', () => {
    const draft = toDraft(DEFAULT_SETTINGS);
    draft.platform_settings.site_name = '   ';
    draft.pricing_settings.max_course_price = '999.99';
    draft.pricing_settings.min_course_price = '1000';
    expect(fromDraft(draft).errors).toEqual({
      'platform_settings.site_name': 'Site name is required.',
      'pricing_settings.min_course_price': 'The minimum course price cannot be above the maximum',
    });
  });

  it('converts the price limits into a newly chosen currency, keeping within the old ones', () => {
    const draft = toDraft(DEFAULT_SETTINGS);
    draft.pricing_settings.min_course_price = '3700';
    const dollars = changeCurrency(draft, 'USD');
    expect(dollars.pricing_settings).toMatchObject({
      default_currency: 'USD',
      min_course_price: '1',
      max_course_price: '999.99',
    });
    expect(changeCurrency(dollars, 'UGX').pricing_settings).toMatchObject({
      default_currency: 'UGX',
      min_course_price: '3700',
      max_course_price: '3699963',
    });
    // The rest of the form is untouched.
    expect(dollars.platform_settings).toEqual(draft.platform_settings);
    expect(dollars.pricing_settings.platform_commission_rate).toBe('10');
  });

  it('leaves a limit that does not read as a number as it was typed', () => {
    const draft = toDraft(DEFAULT_SETTINGS);
    draft.pricing_settings.max_course_price = 'abc';
    const euros = changeCurrency(draft, 'EUR');
    expect(euros.pricing_settings.max_course_price).toBe('abc');
    expect(euros.pricing_settings.min_course_price).toBe('0');
  });
});
