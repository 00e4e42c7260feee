import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/error-messages';

/**
 * The screen's own failure text, followed by the server's reason when it gave one (its own words in English,
 * the meaning of its code in another language).
 */
export function failureText(error: unknown, text: string, i18n: I18n): string {
  const reason = error instanceof ApiError ? apiErrorText(error, '') : '';
  return reason ? i18n._(msg`${text}: ${reason}`) : text;
}
