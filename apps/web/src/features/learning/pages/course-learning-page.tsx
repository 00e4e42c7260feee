import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import type { CourseDetail } from '@somo/contract/courses';
import type { CourseProgress } from '@somo/contract/enrollments';
import {
  BarChart3,
  BookOpen,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Clock,
  Lock,
  MessagesSquare,
  Sparkles,
} from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Markdown } from '../../../components/markdown/markdown';
import { BackLink } from '../../../components/ui/back-link';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/use-route-param';
import { useCourseContent } from '../api/get-course-content';
import { useCourseProgress } from '../../../api/course-progress';
import { CompletionButton } from '../components/completion-button';
import { LessonHandouts } from '../components/lesson-handouts';
import { LessonList } from '../components/lesson-list';
import { LessonVideo } from '../components/lesson-video';
import { MessageInstructorDialog } from '../components/message-instructor-dialog';
import { OfflineCoursePanel } from '../components/offline-course-panel';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { estimateLessonMinutes } from '../utils/lesson-media';
import { progressText } from '../utils/progress-text';

/** The route's parameter that names the course. */
const courseParamKey = 'courseId';

function BlockedState({
  courseId,
  message,
  onRetry,
}: {
  courseId: string;
  message: string;
  onRetry?: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-xl py-10">
      <DocumentTitle title={t`Course Lessons`} />
      <EmptyState
        icon={Lock}
        headingLevel="h1"
        title={message}
        action={
          <>
            {onRetry ? (
              <Button onClick={onRetry}>
                <Trans>Try Again</Trans>
              </Button>
            ) : null}
            <Link
              to={paths.course(courseId)}
              className={buttonStyles({ variant: onRetry ? 'secondary' : 'primary' })}
            >
              <Trans>Back to Course</Trans>
            </Link>
          </>
        }
      />
    </div>
  );
}

type ClassroomProps = { course: CourseDetail; progress: CourseProgress; lessonId: string | undefined };

function Classroom({ course, progress, lessonId }: ClassroomProps) {
  const { t, i18n } = useLingui();
  const courseId = String(course.id);
  const [lessonsOpen, setLessonsOpen] = useState(false);
  const { lessons } = course;
  const completedIds = new Set(
    progress.lesson_progress.filter((lesson) => lesson.completed).map((lesson) => lesson.lesson_id),
  );
  const requested =
    lessonId === undefined ? undefined : lessons.find((lesson) => String(lesson.id) === lessonId);
  if (lessonId !== undefined && !requested) return <Navigate to={paths.student.learn(courseId)} replace />;
  // Without a lesson in the address, pick up at the first lesson not completed yet, and put it in the
  // address so that completing it does not move the page on.
  const current = requested ?? lessons.find((lesson) => !completedIds.has(lesson.id)) ?? lessons[0];
  if (!requested && current) return <Navigate to={paths.student.learn(courseId, current.id)} replace />;

  const percent = progress.progress.percentage;
  const header = (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0 space-y-1.5">
        <BackLink to={paths.course(courseId)}>
          <Trans>Back to course</Trans>
        </BackLink>
        <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-3xl">
          {course.title}
        </h1>
      </div>
      <div className="w-full shrink-0 space-y-2 sm:w-80">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="text-slate-600">{progressText(progress.progress, i18n)}</span>
          <Link
            to={paths.student.progress(courseId)}
            className="font-medium whitespace-nowrap text-brand-700 hover:text-brand-800"
          >
            <Trans>View Progress</Trans>
          </Link>
        </div>
        <ProgressBar value={percent} label={t`Course progress: ${percent}%`} />
      </div>
    </div>
  );

  if (!current) {
    return (
      <div className="space-y-6">
        <DocumentTitle title={course.title} />
        {header}
        <EmptyState
          icon={BookOpen}
          title={t`No lessons yet`}
          description={t`The instructor has not added any lessons to this course yet. Check back soon.`}
        />
      </div>
    );
  }

  const index = lessons.indexOf(current);
  const previous = lessons[index - 1];
  const next = lessons[index + 1];
  const previousTitle = previous?.title;
  const nextTitle = next?.title;
  const content = current.content?.trim() ?? '';
  const position = index + 1;
  const lessonCount = lessons.length;
  const minutes = estimateLessonMinutes(current);

  return (
    <div className="space-y-6">
      <DocumentTitle title={`${current.title} · ${course.title}`} />
      {header}

      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
        <div className="space-y-4 lg:sticky lg:top-24">
          <nav aria-label={t`Lessons`}>
            <button
              type="button"
              aria-expanded={lessonsOpen}
              aria-controls="lesson-list"
              onClick={() => setLessonsOpen((open) => !open)}
              className="flex w-full items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-start text-sm font-semibold text-slate-900 shadow-card lg:hidden"
            >
              <span>
                <Trans>
                  Lessons{' '}
                  <span className="font-normal text-slate-500">
                    · Lesson {position} of {lessonCount}
                  </span>
                </Trans>
              </span>
              <ChevronDown
                className={cn('size-5 text-slate-500 transition-transform', lessonsOpen && 'rotate-180')}
                aria-hidden="true"
              />
            </button>
            <Card
              id="lesson-list"
              className={cn('mt-2 p-2 lg:mt-0 lg:block', lessonsOpen ? 'block' : 'hidden')}
            >
              <p className="hidden px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase lg:block">
                <Trans>Lessons</Trans>
              </p>
              <LessonList
                courseId={courseId}
                lessons={lessons}
                currentId={current.id}
                completedIds={completedIds}
                onNavigate={() => setLessonsOpen(false)}
              />
            </Card>
          </nav>
          <OfflineCoursePanel course={course} />
        </div>

        <article aria-labelledby="lesson-title" className="min-w-0">
          <Card className="overflow-hidden">
            <div className="space-y-6 p-5 sm:p-8">
              <header className="space-y-2">
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">
                  <span className="font-semibold text-brand-700">
                    <Trans>
                      Lesson {position} of {lessonCount}
                    </Trans>
                  </span>
                  <span className="flex items-center gap-1">
                    <Clock className="size-4" aria-hidden="true" />
                    <Trans>{minutes} min</Trans>
                  </span>
                </p>
                <h2
                  id="lesson-title"
                  className="text-xl font-semibold tracking-tight break-words text-slate-900 sm:text-2xl"
                >
                  {current.title}
                </h2>
              </header>

              <LessonVideo
                key={current.id}
                lesson={current}
                captionsLanguage={course.language || i18n.locale}
              />

              {content ? (
                <Markdown source={content} className="max-w-prose" />
              ) : current.video_source ? null : (
                <p className="text-sm text-slate-500">
                  <Trans>This lesson has no written content.</Trans>
                </p>
              )}

              <LessonHandouts attachments={current.attachments ?? []} />

              <div className="space-y-4 border-t border-slate-100 pt-5">
                <CompletionButton
                  key={current.id}
                  courseId={courseId}
                  lessonId={current.id}
                  completed={completedIds.has(current.id)}
                />
                <div className="flex flex-wrap items-center gap-2">
                  <p className="me-1 w-full text-sm text-slate-500 sm:w-auto">
                    <Trans>Need help with this lesson?</Trans>
                  </p>
                  <Link
                    to={paths.explainLesson(courseId, current.id)}
                    className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                  >
                    <Sparkles aria-hidden="true" />
                    <Trans>Explain with AI</Trans>
                  </Link>
                  <Link
                    to={paths.courseForum(courseId)}
                    className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                  >
                    <MessagesSquare aria-hidden="true" />
                    <Trans>Course Forum</Trans>
                  </Link>
                  <MessageInstructorDialog course={course} instructor={course.instructor} />
                </div>
              </div>
            </div>

            <nav
              aria-label={t`Lesson navigation`}
              className="flex items-center justify-between gap-3 border-t border-slate-200 bg-slate-50 px-5 py-4 sm:px-8"
            >
              {previous ? (
                <Link
                  to={paths.student.learn(courseId, previous.id)}
                  className={buttonStyles({ variant: 'secondary' })}
                  aria-label={t`Previous: ${previousTitle}`}
                >
                  <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
                  <Trans context="lesson">Previous</Trans>
                </Link>
              ) : (
                <span />
              )}
              {next ? (
                <Link
                  to={paths.student.learn(courseId, next.id)}
                  className={buttonStyles()}
                  aria-label={t`Next: ${nextTitle}`}
                >
                  <Trans context="lesson">Next</Trans>
                  <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
                </Link>
              ) : (
                <Link to={paths.student.progress(courseId)} className={buttonStyles()}>
                  <BarChart3 aria-hidden="true" />
                  <Trans>View Progress</Trans>
                </Link>
              )}
            </nav>
          </Card>
        </article>
      </div>
    </div>
  );
}

export function CourseLearningPage() {
  const { t } = useLingui();
  const courseId = useRouteParam(courseParamKey);
  const { lessonId } = useParams();
  const course = useCourseContent(courseId);
  const progress = useCourseProgress(courseId);

  if (course.isPending || progress.isPending) return <LoadingState label={t`Loading course content...`} />;
  if (progress.error instanceof ApiError && progress.error.status === 403) {
    return <BlockedState courseId={courseId} message={t`You are not enrolled in this course.`} />;
  }
  if (!course.data || !progress.data) {
    return (
      <BlockedState
        courseId={courseId}
        message={t`Failed to load course content.`}
        onRetry={() => {
          void course.refetch();
          void progress.refetch();
        }}
      />
    );
  }
  return <Classroom course={course.data} progress={progress.data} lessonId={lessonId} />;
}
