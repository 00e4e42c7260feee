import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { Award, BookOpen, CheckCircle2, Compass, Mail, RotateCw, Sparkles, TrendingUp } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '../../../components/ui/alert';
import { buttonStyles } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { paths } from '../../../lib/paths';
import { useEnrolledCourses } from '../../../api/enrollments';
import { useMyCertificates } from '../../../api/certificates';
import { learningStats } from '../lib/learning-stats';
import { useUnreadMessages } from '../api/get-unread-messages';
import { EnrolledCourseCard } from '../components/enrolled-course-card';
import { UpNextSection } from '../components/up-next';

type StatProps = {
  label: string;
  value: number | string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;
  tone: string;
};

function Stat({ label, value, icon: Icon, tone }: StatProps) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-card sm:flex-row sm:items-center sm:gap-4 sm:p-5">
      <span className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${tone}`}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <dl className="min-w-0">
        <dt className="text-sm text-slate-600">{label}</dt>
        <dd className="text-2xl font-bold text-slate-900">{value}</dd>
      </dl>
    </div>
  );
}

/** The student's certificates still valid: revoked and replaced ones no longer count. */
function useValidCertificates(): number | null {
  const { data } = useMyCertificates();
  return data ? data.filter((certificate) => certificate.status === 'valid').length : null;
}

function MessagesButton() {
  const { t } = useLingui();
  const unread = useUnreadMessages();
  return (
    <Link
      to={paths.messages()}
      className={buttonStyles({ variant: 'secondary', className: 'relative' })}
      aria-label={unread > 0 ? t`Messages, ${unread} unread` : t`Messages`}
    >
      <Mail aria-hidden="true" />
      <Trans>Messages</Trans>
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-2 -end-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-600 px-1.5 text-xs font-semibold text-white ring-2 ring-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}

export function StudentDashboardPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const firstName = user?.first_name;
  const { data: courses, isPending, isError, refetch } = useEnrolledCourses();
  const stats = learningStats(courses ?? []);
  const pending = isPending ? '–' : null;
  const certificates = useValidCertificates();

  return (
    <div className="space-y-8">
      <DocumentTitle title={t`My Learning Journey`} />
      <PageHeader
        title={t`My Learning Journey`}
        description={
          firstName
            ? t`Welcome back, ${firstName}! Pick up where you left off.`
            : t`Welcome back! Pick up where you left off.`
        }
        actions={
          <>
            <MessagesButton />
            <Link to={paths.aiTutoring()} className={buttonStyles()}>
              <Sparkles aria-hidden="true" />
              <Trans>AI Tutoring</Trans>
            </Link>
          </>
        }
      />

      <section
        aria-label={t`Your learning in numbers`}
        className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
      >
        <Stat
          label={t`Enrolled Courses`}
          value={pending ?? stats.enrolled}
          icon={BookOpen}
          tone="bg-brand-50 text-brand-700"
        />
        <Stat
          label={t`In Progress`}
          value={pending ?? stats.inProgress}
          icon={TrendingUp}
          tone="bg-sky-50 text-sky-700"
        />
        <Stat
          label={t({ message: 'Completed', context: 'number of courses' })}
          value={pending ?? stats.completed}
          icon={CheckCircle2}
          tone="bg-success-50 text-success-700"
        />
        <Stat
          label={t`Certificates`}
          value={certificates ?? '–'}
          icon={Award}
          tone="bg-warning-50 text-warning-700"
        />
      </section>

      {courses && courses.length > 0 ? <UpNextSection /> : null}

      <section aria-labelledby="my-courses-title" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="my-courses-title" className="text-lg font-semibold text-slate-900">
            <Trans>My courses</Trans>
          </h2>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {courses && courses.length > 0 ? (
              <Link to={paths.courses()} className="text-sm font-medium text-brand-700 hover:text-brand-800">
                <Trans>Browse more courses</Trans>
              </Link>
            ) : null}
            <Link
              to={paths.student.certificates()}
              className="text-sm font-medium text-brand-700 hover:text-brand-800"
            >
              <Trans>My certificates</Trans>
            </Link>
            <Link
              to={paths.student.payments()}
              className="text-sm font-medium text-brand-700 hover:text-brand-800"
            >
              <Trans>My payments</Trans>
            </Link>
          </div>
        </div>
        {isPending ? (
          <LoadingState label={t`Loading your courses...`} />
        ) : isError ? (
          <Alert
            variant="error"
            title={t`Failed to load your courses. Please try again.`}
            action={
              <NetworkButton variant="secondary" size="sm" onClick={() => void refetch()}>
                <RotateCw aria-hidden="true" />
                <Trans>Try Again</Trans>
              </NetworkButton>
            }
          />
        ) : courses.length === 0 ? (
          <EmptyState
            icon={Compass}
            title={t`You haven't enrolled in any courses yet`}
            description={t`Find a course that interests you and start learning today.`}
            action={
              <Link to={paths.courses()} className={buttonStyles()}>
                <Trans>Explore Courses</Trans>
              </Link>
            }
          />
        ) : (
          <ul className="grid gap-5 md:grid-cols-2">
            {courses.map((course) => (
              <li key={course.id}>
                <EnrolledCourseCard course={course} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
