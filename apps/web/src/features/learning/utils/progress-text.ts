import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ProgressCounts, ProgressSummary } from '@somo/contract/progress';

/**
 * The contract's progress wording ('1 of 5 lessons · 0 of 1 assessment passed · 17%') in the reader's language.
 * Each sentence is one message, pluralised on the total it counts, so other languages can agree and reorder.
 */
export function progressText(summary: ProgressSummary, i18n: I18n): string {
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

/** '1 of 5 lessons completed'. */
export function lessonsCompletedText(counts: ProgressCounts, i18n: I18n): string {
  const { lessons_completed: lessonsDone, lesson_count: lessonCount } = counts;
  return i18n._(
    msg`${lessonsDone} of ${plural(lessonCount, { one: '# lesson completed', other: '# lessons completed' })}`,
  );
}

/** '0 of 1 assessment passed', or null when the course has no active assessment. */
export function assessmentsPassedText(counts: ProgressCounts, i18n: I18n): string | null {
  const { assessments_passed: assessmentsPassed, assessment_count: assessmentCount } = counts;
  if (assessmentCount === 0) return null;
  return i18n._(
    msg`${assessmentsPassed} of ${plural(assessmentCount, { one: '# assessment passed', other: '# assessments passed' })}`,
  );
}
