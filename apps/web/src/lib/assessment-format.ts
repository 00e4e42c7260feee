import { msg, plural } from '@lingui/core/macro';
import { formatNumber } from './format';
import { i18n } from './i18n/i18n';

// The assessment screens' dates and times come from the one formatting module.
export { formatDateTime, formatTime } from './format';

/** '45 minutes', '1 hour', '1 hour 30 minutes', in the interface language. */
export function formatMinutes(total: number): string {
  if (total < 60) return i18n._(msg`${plural(total, { one: '# minute', other: '# minutes' })}`);
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (minutes === 0) return i18n._(msg`${plural(hours, { one: '# hour', other: '# hours' })}`);
  return i18n._(
    msg`${plural(hours, { one: '# hour', other: '# hours' })} ${plural(minutes, { one: '# minute', other: '# minutes' })}`,
  );
}

/** Scores keep up to two decimals from the server; whole numbers show without any, others with one. */
export function formatScore(score: number): string {
  const decimals = Number.isInteger(score) ? 0 : 1;
  return formatNumber(score, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
  });
}
