import { Link } from 'react-router';
import type { AssessmentProgress, CourseProgress } from '@somo/contract/enrollments';
import { isCourseComplete } from '@somo/contract/progress';
import { CheckCircle2, Circle, ClipboardList, Hourglass, PlayCircle, Trophy } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '../../../components/ui/alert';
import { BackLink } from '../../../components/ui/back-link';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { LoadingState } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/use-route-param';
import { useCourseProgress } from '../../../api/course-progress';
import { formatPercent } from '../../../lib/exam-result';
import { formatDate } from '../../../lib/format';
import { assessmentsPassedText, lessonsCompletedText } from '../utils/progress-text';

/** The route's parameter that names the course. */
const courseParamKey = 'courseId';

/** A ring that fills with the percentage; the number in the middle is what screen readers get. */
function ProgressRing({ percent }: { percent: number }) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  const done = percent >= 100;
  return (
    <div className="relative size-36 shrink-0">
      <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="60" cy="60" r={radius} fill="none" strokeWidth="12" className="stroke-slate-200" />
        <circle
          cx="60"
          cy="60"
          r={radius}
          fill="none"
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - Math.min(100, Math.max(0, percent)) / 100)}
          className={done ? 'stroke-success-600' : 'stroke-brand-600'}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center">
        <span className="text-3xl font-bold text-slate-900">
          <Trans>{percent}%</Trans>
        </span>
        <span className="text-xs text-slate-500">
          <Trans>complete</Trans>
        </span>
      </div>
    </div>
  );
}

function Overview({ courseId, progress }: { courseId: string; progress: CourseProgress }) {
  const { t, i18n } = useLingui();
  const summary = progress.progress;
  const percent = summary.percentage;
  const complete = isCourseComplete(summary);
  const assessments = assessmentsPassedText(summary, i18n);
  const status = complete ? (
    <Badge variant="success">
      <Trophy className="size-3.5" aria-hidden="true" />
      <Trans>Completed</Trans>
    </Badge>
  ) : summary.lessons_completed + summary.assessments_passed > 0 ? (
    <Badge variant="brand">
      <Trans>In progress</Trans>
    </Badge>
  ) : (
    <Badge>
      <Trans>Not started</Trans>
    </Badge>
  );
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-6 sm:flex-row sm:items-center sm:gap-8">
        <ProgressRing percent={percent} />
        <div className="w-full min-w-0 flex-1 space-y-3 text-center sm:text-start">
          <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            <h2 className="text-lg font-semibold text-slate-900">
              <Trans>Overall progress</Trans>
            </h2>
            {status}
          </div>
          <ul className="space-y-0.5 text-sm text-slate-600">
            <li>{lessonsCompletedText(summary, i18n)}</li>
            {assessments ? <li>{assessments}</li> : null}
          </ul>
          {complete ? (
            <p className="text-sm font-medium text-success-700">
              <Trans>Well done, you have finished this course!</Trans>
            </p>
          ) : null}
          <ProgressBar value={percent} label={t`Overall progress: ${percent}%`} />
          <div className="flex flex-wrap justify-center gap-2 pt-1 sm:justify-start">
            <Link to={paths.student.learn(courseId)} className={buttonStyles()}>
              <PlayCircle aria-hidden="true" />
              {complete ? t`Review Lessons` : t`Continue Learning`}
            </Link>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

function LessonProgressList({ courseId, progress }: { courseId: string; progress: CourseProgress }) {
  const { i18n } = useLingui();
  const lessons = [...progress.lesson_progress].sort((a, b) => a.order - b.order);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Lesson progress</Trans>
        </CardTitle>
        <CardDescription>{lessonsCompletedText(progress.progress, i18n)}</CardDescription>
      </CardHeader>
      <CardContent>
        {lessons.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>This course has no lessons yet.</Trans>
          </p>
        ) : (
          <ol className="divide-y divide-slate-100 overflow-hidden rounded-lg border border-slate-200">
            {lessons.map((lesson, index) => (
              <LessonRow key={lesson.lesson_id} courseId={courseId} lesson={lesson} position={index + 1} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function LessonRow({
  courseId,
  lesson,
  position,
}: {
  courseId: string;
  lesson: CourseProgress['lesson_progress'][number];
  position: number;
}) {
  return (
    <li className="flex items-center gap-3 bg-white p-4">
      {lesson.completed ? (
        <CheckCircle2 className="size-6 shrink-0 text-success-600" aria-hidden="true" />
      ) : (
        <Circle className="size-6 shrink-0 text-slate-300" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium text-slate-500">
          <Trans>Lesson {position}</Trans>
        </p>
        <Link
          to={paths.student.learn(courseId, lesson.lesson_id)}
          className="font-medium break-words text-slate-900 hover:text-brand-800 hover:underline"
        >
          {lesson.lesson_title}
        </Link>
      </div>
      <p className="shrink-0 text-end text-sm">
        {lesson.completed ? (
          <span className="font-medium text-success-700">
            <Trans>Completed</Trans>
            {lesson.completed_at ? (
              <span className="block text-xs font-normal text-slate-500">
                {formatDate(lesson.completed_at)}
              </span>
            ) : null}
          </span>
        ) : (
          <span className="text-slate-500">
            <Trans>Not started</Trans>
          </span>
        )}
      </p>
    </li>
  );
}

const RESULT_WORDS: Record<NonNullable<AssessmentProgress['result']>, MessageDescriptor> = {
  passed: msg`Passed`,
  failed: msg`Not passed yet`,
  awaiting_marking: msg`Awaiting marking`,
};

function AssessmentState({ assessment }: { assessment: AssessmentProgress }) {
  const { i18n } = useLingui();
  if (!assessment.result) {
    return (
      <Link
        to={paths.exam(assessment.assessment_id)}
        className="font-medium text-brand-700 hover:text-brand-800"
      >
        <Trans>Not taken yet</Trans>
      </Link>
    );
  }
  const tone =
    assessment.result === 'passed'
      ? 'text-success-700'
      : assessment.result === 'awaiting_marking'
        ? 'text-warning-800'
        : 'text-slate-700';
  return (
    <span className={`font-medium ${tone}`}>
      {i18n._(RESULT_WORDS[assessment.result])}
      {assessment.best_percentage !== null && assessment.result !== 'awaiting_marking' ? (
        <span className="block text-xs font-normal text-slate-500">
          <BestScore percentage={assessment.best_percentage} />
        </span>
      ) : null}
    </span>
  );
}

function BestScore({ percentage }: { percentage: number }) {
  const score = formatPercent(percentage);
  return <Trans>Best score {score}</Trans>;
}

function AssessmentIcon({ assessment }: { assessment: AssessmentProgress }) {
  if (assessment.passed) {
    return <CheckCircle2 className="size-6 shrink-0 text-success-600" aria-hidden="true" />;
  }
  if (assessment.result === 'awaiting_marking') {
    return <Hourglass className="size-6 shrink-0 text-warning-600" aria-hidden="true" />;
  }
  return <ClipboardList className="size-6 shrink-0 text-slate-300" aria-hidden="true" />;
}

/** Active assessments count once passed; a result waiting for the instructor's marking does not count yet. */
function AssessmentProgressList({ progress }: { progress: CourseProgress }) {
  const { i18n } = useLingui();
  const assessments = progress.assessment_progress;
  if (assessments.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Assessment progress</Trans>
        </CardTitle>
        <CardDescription>{assessmentsPassedText(progress.progress, i18n)}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-lg border border-slate-200">
          {assessments.map((assessment) => (
            <li key={assessment.assessment_id} className="flex items-center gap-3 bg-white p-4">
              <AssessmentIcon assessment={assessment} />
              <p className="min-w-0 flex-1 font-medium break-words text-slate-900">{assessment.title}</p>
              <p className="shrink-0 text-end text-sm">
                <AssessmentState assessment={assessment} />
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function CourseProgressPage() {
  const { t } = useLingui();
  const courseId = useRouteParam(courseParamKey);
  const { data: progress, isPending, refetch } = useCourseProgress(courseId);
  const back = (
    <BackLink to={paths.course(courseId)}>
      <Trans>Back to course</Trans>
    </BackLink>
  );

  if (isPending) return <LoadingState label={t`Loading course progress...`} />;
  if (!progress) {
    return (
      <div className="mx-auto max-w-2xl space-y-6">
        <DocumentTitle title={t`Course Progress`} />
        <PageHeader title={t`Course Progress`} eyebrow={back} />
        <Alert
          variant="error"
          title={t`Failed to load course progress.`}
          action={
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => void refetch()}>
                <Trans>Try Again</Trans>
              </Button>
              <Link
                to={paths.course(courseId)}
                className={buttonStyles({ variant: 'secondary', size: 'sm' })}
              >
                <Trans>Back to Course</Trans>
              </Link>
            </div>
          }
        />
      </div>
    );
  }
  const courseTitle = progress.course_title;
  return (
    <div className="space-y-6">
      <DocumentTitle title={t`Progress · ${courseTitle}`} />
      <PageHeader title={courseTitle} description={t`Your progress in this course.`} eyebrow={back} />
      <Overview courseId={courseId} progress={progress} />
      <LessonProgressList courseId={courseId} progress={progress} />
      <AssessmentProgressList progress={progress} />
    </div>
  );
}
