import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ProgressSummary } from '@somo/contract/progress';
import { formatNumber } from '../../../lib/format';

/** '67%' in English, '67 %' in French. */
export function percentText(value: number): string {
  return formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 });
}

/** '1 of 5 lessons · 0 of 1 assessment passed · 17%': the student's own words for their progress. */
export function progressText(i18n: I18n, summary: ProgressSummary): string {
  const { lessons_completed: done, lesson_count: lessons } = summary;
  const { assessments_passed: passed, assessment_count: assessments } = summary;
  const parts = [i18n._(msg`${done} of ${plural(lessons, { one: '# lesson', other: '# lessons' })}`)];
  if (assessments > 0) {
    parts.push(
      i18n._(
        msg`${passed} of ${plural(assessments, { one: '# assessment passed', other: '# assessments passed' })}`,
      ),
    );
  }
  parts.push(percentText(summary.percentage));
  return parts.join(' · ');
}
