import { BookOpen, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LessonContext } from '../api/get-lesson-context';

/** The lesson the assistant answers from first; removing it leaves the whole course. */
export function LessonFocus({ lesson, onClear }: { lesson: LessonContext; onClear: () => void }) {
  const { t } = useLingui();
  return (
    <div className="flex items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900">
      <BookOpen className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        <span className="font-medium">
          <Trans>About this lesson:</Trans>
        </span>{' '}
        <span className="break-words">
          {lesson.lessonTitle} <span className="text-brand-800/80">· {lesson.courseTitle}</span>
        </span>
      </p>
      <button
        type="button"
        onClick={onClear}
        aria-label={t`Stop asking about this lesson`}
        className="flex size-7 shrink-0 items-center justify-center rounded-md text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
