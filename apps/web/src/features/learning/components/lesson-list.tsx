import { useMemo } from 'react';
import { Link } from 'react-router';
import type { LessonView } from '@somo/contract/courses';
import { CheckCircle2, PlayCircle } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { estimateLessonMinutes } from '../utils/lesson-media';

type LessonListProps = {
  courseId: string;
  lessons: LessonView[];
  currentId: number;
  completedIds: ReadonlySet<number>;
  onNavigate?: () => void;
};

/** The numbered lessons of the course, with a tick for each one the student completed. */
export function LessonList({ courseId, lessons, currentId, completedIds, onNavigate }: LessonListProps) {
  const { t } = useLingui();
  // Each estimate reads a lesson's whole Markdown: once per course answer, not on every render.
  const rows = useMemo(
    () => lessons.map((lesson) => ({ lesson, minutes: estimateLessonMinutes(lesson) })),
    [lessons],
  );
  return (
    <ol className="space-y-1">
      {rows.map(({ lesson, minutes }, index) => {
        const current = lesson.id === currentId;
        const completed = completedIds.has(lesson.id);
        const position = index + 1;
        return (
          <li key={lesson.id}>
            <Link
              to={paths.student.learn(courseId, lesson.id)}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'flex items-start gap-3 rounded-lg px-3 py-2.5 text-sm transition-colors',
                current ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-slate-50',
              )}
            >
              {completed ? (
                <CheckCircle2 className="mt-px size-6 shrink-0 text-success-600" aria-label={t`Completed`} />
              ) : (
                <span
                  className={cn(
                    'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                    current ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-600',
                  )}
                >
                  {position}
                </span>
              )}
              <span className="min-w-0 flex-1">
                <span
                  className={cn(
                    'block leading-snug break-words',
                    current ? 'font-semibold text-brand-900' : 'font-medium text-slate-800',
                  )}
                >
                  {completed ? (
                    <span className="sr-only">
                      <Trans>Lesson {position}:</Trans>{' '}
                    </span>
                  ) : null}
                  {lesson.title}
                </span>
                <span className="mt-0.5 flex items-center gap-1.5 text-xs text-slate-500">
                  {lesson.video_source ? (
                    <PlayCircle className="size-3.5 text-brand-600" aria-label={t`Video lesson`} />
                  ) : null}
                  <Trans>{minutes} min</Trans>
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
