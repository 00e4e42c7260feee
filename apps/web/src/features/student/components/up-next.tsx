import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import {
  BookOpenCheck,
  CalendarClock,
  ClipboardList,
  Play,
  PlayCircle,
  RotateCcw,
  Timer,
} from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NextLesson, UpNext } from '@somo/contract/enrollments';
import type { OpenAssessment } from '@somo/contract/assessments';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { buttonStyles } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
import { LoadingState } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/format';
import { useUpNext } from '../api/get-up-next';
import { progressText } from '../lib/progress-text';
import { attemptTimeLeftText, dueTimeLeftText, isDueSoon } from '../lib/time-left';

function DueLine({ assessment }: { assessment: OpenAssessment }) {
  const { t, i18n } = useLingui();
  if (assessment.due_date === null || assessment.seconds_until_due === null) {
    return (
      <p className="text-xs text-slate-500">
        <Trans>No due date</Trans>
      </p>
    );
  }
  const dueAt = formatDateTime(assessment.due_date);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
      <span className="flex items-center gap-1">
        <CalendarClock className="size-3.5 text-slate-400" aria-hidden="true" />
        {t`Due ${dueAt}`}
      </span>
      <Badge variant={isDueSoon(assessment.seconds_until_due) ? 'danger' : 'neutral'}>
        {dueTimeLeftText(assessment.seconds_until_due, i18n)}
      </Badge>
    </p>
  );
}

function AssessmentItem({ assessment }: { assessment: OpenAssessment }) {
  const { t, i18n } = useLingui();
  const { title } = assessment;
  const running = assessment.status === 'in_progress';
  // The visible word, and as the link's name the word with the title.
  const [label, name] = running ? [t`Resume`, t`Resume ${title}`] : [t`Start`, t`Start ${title}`];
  const Icon = running ? RotateCcw : Play;
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-xs font-medium tracking-wide break-words text-brand-700 uppercase">
          {assessment.course_title}
        </p>
        <p className="font-medium break-words text-slate-900">{assessment.title}</p>
        {running && assessment.attempt_seconds_left !== null ? (
          <p className="flex items-center gap-1 text-xs font-medium text-warning-800">
            <Timer className="size-3.5" aria-hidden="true" />
            {attemptTimeLeftText(assessment.attempt_seconds_left, i18n)}
          </p>
        ) : null}
        <DueLine assessment={assessment} />
      </div>
      <Link
        to={paths.exam(assessment.assessment_id)}
        aria-label={name}
        className={buttonStyles({
          size: 'sm',
          variant: running ? 'primary' : 'secondary',
          className: 'ms-auto',
        })}
      >
        <Icon aria-hidden="true" />
        {label}
      </Link>
    </li>
  );
}

function LessonItem({ lesson }: { lesson: NextLesson }) {
  const { t, i18n } = useLingui();
  const { lesson_number: lessonNumber, lesson_title: lessonTitle, course_title: courseTitle } = lesson;
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-xs font-medium tracking-wide break-words text-brand-700 uppercase">
          {lesson.course_title}
        </p>
        <p className="font-medium break-words text-slate-900">
          <Trans>
            Lesson {lessonNumber}: {lessonTitle}
          </Trans>
        </p>
        <p className="text-xs text-slate-600">{progressText(lesson.progress, i18n)}</p>
      </div>
      <Link
        to={paths.student.learn(lesson.course_id, lesson.lesson_id)}
        aria-label={t`Continue ${courseTitle}: ${lessonTitle}`}
        className={buttonStyles({ size: 'sm', variant: 'secondary', className: 'ms-auto' })}
      >
        <PlayCircle aria-hidden="true" />
        <Trans>Continue</Trans>
      </Link>
    </li>
  );
}

function Group({
  title,
  icon: Icon,
  empty,
  children,
}: {
  title: string;
  icon: LucideIcon;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-card">
      <h3 className="flex items-center gap-2 border-b border-slate-100 px-4 py-3 text-sm font-semibold text-slate-900">
        <Icon className="size-4 text-brand-700" aria-hidden="true" />
        {title}
      </h3>
      {empty ? (
        <p className="px-4 py-4 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">{children}</ul>
      )}
    </div>
  );
}

function UpNextLists({ upNext }: { upNext: UpNext }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Group
        title={t`Open assessments`}
        icon={ClipboardList}
        empty={upNext.assessments.length === 0 ? t`No assessments are open for you right now.` : null}
      >
        {upNext.assessments.map((assessment) => (
          <AssessmentItem key={assessment.assessment_id} assessment={assessment} />
        ))}
      </Group>
      <Group
        title={t`Next lessons`}
        icon={BookOpenCheck}
        empty={upNext.lessons.length === 0 ? t`You have completed every lesson in your courses.` : null}
      >
        {upNext.lessons.map((lesson) => (
          <LessonItem key={lesson.course_id} lesson={lesson} />
        ))}
      </Group>
    </div>
  );
}

/**
 * The student dashboard's 'Up next': the assessments open now, with their due dates and the time left by the
 * server's clock (Resume when an attempt is running, Start otherwise), and the next lesson of each course.
 */
export function UpNextSection() {
  const { t } = useLingui();
  const { data, isPending, isError, refetch, isRefetching } = useUpNext();
  return (
    <section aria-labelledby="up-next-title" className="space-y-4">
      <h2 id="up-next-title" className="text-lg font-semibold text-slate-900">
        <Trans>Up next</Trans>
      </h2>
      {isPending ? (
        <LoadingState label={t`Loading what is up next...`} className="py-6" />
      ) : isError ? (
        <Alert
          variant="error"
          title={t`Failed to load what is up next. Please try again.`}
          action={
            <NetworkButton
              variant="secondary"
              size="sm"
              loading={isRefetching}
              onClick={() => void refetch()}
            >
              <Trans>Try Again</Trans>
            </NetworkButton>
          }
        />
      ) : (
        <UpNextLists upNext={data} />
      )}
    </section>
  );
}
