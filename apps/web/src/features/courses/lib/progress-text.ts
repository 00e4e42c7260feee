import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ProgressSummary } from '@somo/contract/progress';

/**
 * The contract's progress wording ('1 of 5 lessons · 0 of 1 assessment passed · 17%') in the reader's language:
 * one sentence per case, pluralised on the totals, so other languages can agree and reorder.
 */
export function progressText(i18n: I18n, summary: ProgressSummary): string {
  const {
    lessons_completed: lessonsDone,
    lesson_count: lessonCount,
    assessments_passed: assessmentsPassed,
    assessment_count: assessmentCount,
    percentage,
  } = summary;
  if (assessmentCount === 0) {
    return i18n._(
      msg`${lessonsDone} of ${plural(lessonCount, { one: '# lesson', other: '# lessons' })} · ${percentage}%`,
    );
  }
  return i18n._(
    msg`${lessonsDone} of ${plural(lessonCount, { one: '# lesson', other: '# lessons' })} · ${assessmentsPassed} of ${plural(assessmentCount, { one: '# assessment passed', other: '# assessments passed' })} · ${percentage}%`,
  );
}
