import { useState } from 'react';
import { Link } from 'react-router';
import { BookOpen, CircleCheck, MessageCircle, MessagesSquare, Plus, SearchX, Users } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ForumStats } from '@somo/contract/forums';
import type { InstructorCourse } from '@somo/contract/instructor';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonStyles } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { SearchBox } from '../../../components/ui/search-box';
import { PageHeader } from '../../../components/ui/page-header';
import { Select } from '../../../components/ui/select';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useForumStatsByCourse } from '../api/get-forum-stats';
import { useInstructorCourses } from '../../../api/instructor-courses';
import { CourseStatusBadge } from '../../../components/course-status-badge';
import { StatCard } from '../../../components/ui/stat-card';

type StatusFilter = 'all' | 'published' | 'draft';

const STATUS_OPTIONS: { value: StatusFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All Courses` },
  { value: 'published', label: msg`Published` },
  { value: 'draft', label: msg`Draft` },
];

function toStatusFilter(value: string): StatusFilter {
  return STATUS_OPTIONS.find((option) => option.value === value)?.value ?? 'all';
}

function matches(course: InstructorCourse, search: string, status: StatusFilter): boolean {
  if (status === 'published' && !course.is_published) return false;
  if (status === 'draft' && course.is_published) return false;
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return course.title.toLowerCase().includes(needle) || course.description.toLowerCase().includes(needle);
}

function Figure({ icon: Icon, label, value }: { icon: typeof Users; label: string; value: number | string }) {
  return (
    <div className="flex min-w-0 flex-col items-center gap-0.5 rounded-lg bg-slate-50 px-2 py-2.5 text-center">
      <Icon className="size-4 text-slate-500" aria-hidden="true" />
      <span className="text-base font-semibold text-slate-900">
        {typeof value === 'number' ? formatNumber(value) : value}
      </span>
      <span className="text-xs text-slate-600">{label}</span>
    </div>
  );
}

function ForumCourseCard({ course, stats }: { course: InstructorCourse; stats: ForumStats | undefined }) {
  const { t } = useLingui();
  const today = stats ? stats.recent_activity.new_threads_today + stats.recent_activity.new_posts_today : 0;
  const courseTitle = course.title;
  return (
    <article className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-card">
      <div className="space-y-2">
        <CourseStatusBadge published={course.is_published} />
        <h2 className="text-base leading-snug font-semibold break-words text-slate-900">{course.title}</h2>
      </div>
      {course.description ? (
        <p className="line-clamp-2 text-sm break-words text-slate-600">{course.description}</p>
      ) : null}
      <div className="mt-auto grid grid-cols-3 gap-2">
        <Figure icon={Users} label={t`Students`} value={course.student_count} />
        <Figure icon={MessagesSquare} label={t`Discussions`} value={stats ? stats.total_threads : '…'} />
        <Figure icon={MessageCircle} label={t`Posts`} value={stats ? stats.total_posts : '…'} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-slate-500">
          {today > 0
            ? t`${plural(today, { one: '# new post today', other: '# new posts today' })}`
            : t`No new activity today`}
        </p>
        <Link to={paths.courseForum(course.id)} className={buttonStyles({ size: 'sm' })}>
          <Trans>
            View Forum <span className="sr-only">of {courseTitle}</span>
          </Trans>
        </Link>
      </div>
    </article>
  );
}

/** Spec 02 §2: the forums of every course the instructor teaches, with their activity. */
export function InstructorForumsPage() {
  const { t, i18n } = useLingui();
  const { data: courses, isPending, isError, error, refetch, isRefetching } = useInstructorCourses();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const stats = useForumStatsByCourse(courses?.map((course) => course.id) ?? []);

  const all = courses ?? [];
  const visible = all.filter((course) => matches(course, search, status));
  const discussions = all.reduce((sum, course) => sum + (stats.get(course.id)?.total_threads ?? 0), 0);
  const shown = visible.length;
  const total = all.length;

  return (
    <>
      <DocumentTitle title={t`Course Forums`} />
      <PageHeader title={t`Course Forums`} description={t`Discussions across the courses you teach.`} />

      {isPending ? (
        <LoadingState label={t`Loading your course forums...`} />
      ) : isError ? (
        <Alert
          variant="error"
          title={t`Your courses could not be loaded`}
          className="mt-8"
          action={
            <Button variant="secondary" size="sm" loading={isRefetching} onClick={() => void refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        >
          {errorMessage(error, t`Failed to load your courses. Please try again.`)}
        </Alert>
      ) : all.length === 0 ? (
        <EmptyState
          icon={MessagesSquare}
          title={t`No Courses Found`}
          description={t`Every course you create gets its own forum. Create a course to start the conversation.`}
          className="mt-8"
          action={
            <Link to={paths.instructor.createCourse()} className={buttonStyles()}>
              <Plus aria-hidden="true" />
              <Trans>Create Course</Trans>
            </Link>
          }
        />
      ) : (
        <>
          <section
            aria-label={t`Forum overview`}
            className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
          >
            <StatCard label={t`Total Courses`} value={all.length} icon={BookOpen} />
            <StatCard
              label={t`Published`}
              value={all.filter((course) => course.is_published).length}
              icon={CircleCheck}
              tone="success"
            />
            <StatCard
              label={t`Total Students`}
              value={all.reduce((sum, course) => sum + course.student_count, 0)}
              icon={Users}
              tone="slate"
            />
            <StatCard label={t`Total Discussions`} value={discussions} icon={MessagesSquare} tone="slate" />
          </section>

          <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-end">
            <Field label={t`Search courses`} className="flex-1">
              <SearchBox value={search} onChange={setSearch} />
            </Field>
            <Field label={t`Status`} className="sm:w-48">
              <Select value={status} onChange={(event) => setStatus(toStatusFilter(event.target.value))}>
                {STATUS_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {i18n._(option.label)}
                  </option>
                ))}
              </Select>
            </Field>
          </div>

          <p className="mt-4 text-sm text-slate-600" aria-live="polite">
            <Trans>
              Showing {shown} of {total} courses
            </Trans>
          </p>

          {visible.length === 0 ? (
            <EmptyState
              icon={SearchX}
              title={t`No Matching Courses`}
              description={t`No course matches this search and status. Try other words or show all courses.`}
              className="mt-4"
              action={
                <Button
                  variant="secondary"
                  onClick={() => {
                    setSearch('');
                    setStatus('all');
                  }}
                >
                  <Trans>Clear filters</Trans>
                </Button>
              }
            />
          ) : (
            <ul className="mt-4 grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3">
              {visible.map((course) => (
                <li key={course.id}>
                  <ForumCourseCard course={course} stats={stats.get(course.id)} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
