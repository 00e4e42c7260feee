import { Link } from 'react-router';
import type { AssessmentProgress, CourseProgress } from '@somo/contract/enrollments';
import { assessmentsText, isCourseComplete, lessonsText } from '@somo/contract/progress';
import { CheckCircle2, Circle, ClipboardList, Hourglass, PlayCircle, Trophy } from 'lucide-react';
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

function formatDate(value: string): string {
  return new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

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
        <span className="text-3xl font-bold text-slate-900">{percent}%</span>
        <span className="text-xs text-slate-500">complete</span>
      </div>
    </div>
  );
}

function Overview({ courseId, progress }: { courseId: string; progress: CourseProgress }) {
  const summary = progress.progress;
  const percent = summary.percentage;
  const complete = isCourseComplete(summary);
  const assessments = assessmentsText(summary);
  const status = complete ? (
    <Badge variant="success">
      <Trophy className="size-3.5" aria-hidden="true" />
      Completed
    </Badge>
  ) : summary.lessons_completed + summary.assessments_passed > 0 ? (
    <Badge variant="brand">In progress</Badge>
  ) : (
    <Badge>Not started</Badge>
  );
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-6 sm:flex-row sm:items-center sm:gap-8">
        <ProgressRing percent={percent} />
        <div className="w-full min-w-0 flex-1 space-y-3 text-center sm:text-start">
          <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            <h2 className="text-lg font-semibold text-slate-900">Overall progress</h2>
            {status}
          </div>
          <ul className="space-y-0.5 text-sm text-slate-600">
            <li>{lessonsText(summary)} completed</li>
            {assessments ? <li>{assessments}</li> : null}
          </ul>
          {complete ? (
            <p className="text-sm font-medium text-success-700">Well done, you have finished this course!</p>
          ) : null}
          <ProgressBar value={percent} label={`Overall progress: ${percent}%`} />
          <div className="flex flex-wrap justify-center gap-2 pt-1 sm:justify-start">
            <Link to={paths.student.learn(courseId)} className={buttonStyles()}>
              <PlayCircle aria-hidden="true" />
              {complete ? 'Review Lessons' : 'Continue Learning'}
            </Link>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

function LessonProgressList({ courseId, progress }: { courseId: string; progress: CourseProgress }) {
  const lessons = [...progress.lesson_progress].sort((a, b) => a.order - b.order);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Lesson progress</CardTitle>
        <CardDescription>{lessonsText(progress.progress)} completed</CardDescription>
      </CardHeader>
      <CardContent>
        {lessons.length === 0 ? (
          <p className="text-sm text-slate-600">This course has no lessons yet.</p>
        ) : (
          <ol className="divide-y divide-slate-100 overflow-hidden rounded-lg border border-slate-200">
            {lessons.map((lesson, index) => (
              <li key={lesson.lesson_id} className="flex items-center gap-3 bg-white p-4">
                {lesson.completed ? (
                  <CheckCircle2 className="size-6 shrink-0 text-success-600" aria-hidden="true" />
                ) : (
                  <Circle className="size-6 shrink-0 text-slate-300" aria-hidden="true" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="text-xs font-medium text-slate-500">Lesson {index + 1}</p>
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
                      Completed
                      {lesson.completed_at ? (
                        <span className="block text-xs font-normal text-slate-500">
                          {formatDate(lesson.completed_at)}
                        </span>
                      ) : null}
                    </span>
                  ) : (
                    <span className="text-slate-500">Not started</span>
                  )}
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

const RESULT_WORDS = {
  passed: 'Passed',
  failed: 'Not passed yet',
  awaiting_marking: 'Awaiting marking',
} as const;

function AssessmentState({ assessment }: { assessment: AssessmentProgress }) {
  if (!assessment.result) {
    return (
      <Link
        to={paths.exam(assessment.assessment_id)}
        className="font-medium text-brand-700 hover:text-brand-800"
      >
        Not taken yet
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
      {RESULT_WORDS[assessment.result]}
      {assessment.best_percentage !== null && assessment.result !== 'awaiting_marking' ? (
        <span className="block text-xs font-normal text-slate-500">
          Best score {assessment.best_percentage.toFixed(1)}%
        </span>
      ) : null}
    </span>
  );
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
  const assessments = progress.assessment_progress;
  if (assessments.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Assessment progress</CardTitle>
        <CardDescription>{assessmentsText(progress.progress)}</CardDescription>
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
  const courseId = useRouteParam('courseId');
  const { data: progress, isPending, refetch } = useCourseProgress(courseId);
  const back = <BackLink to={paths.course(courseId)}>Back to course</BackLink>;

  if (isPending) return <LoadingState label="Loading course progress..." />;
  if (!progress) {
    return (
      <div className="mx-auto max-w-2xl space-y-6">
        <DocumentTitle title="Course Progress" />
        <PageHeader title="Course Progress" eyebrow={back} />
        <Alert
          variant="error"
          title="Failed to load course progress."
          action={
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => void refetch()}>
                Try Again
              </Button>
              <Link
                to={paths.course(courseId)}
                className={buttonStyles({ variant: 'secondary', size: 'sm' })}
              >
                Back to Course
              </Link>
            </div>
          }
        />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <DocumentTitle title={`Progress · ${progress.course_title}`} />
      <PageHeader title={progress.course_title} description="Your progress in this course." eyebrow={back} />
      <Overview courseId={courseId} progress={progress} />
      <LessonProgressList courseId={courseId} progress={progress} />
      <AssessmentProgressList progress={progress} />
    </div>
  );
}
