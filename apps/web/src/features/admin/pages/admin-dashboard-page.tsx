import { useLingui } from '@lingui/react/macro';
import { BookOpen, DollarSign, HardDrive, UserCheck, Users } from 'lucide-react';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { useAdminCourses } from '../api/admin-courses';
import { useActivity, useDashboard } from '../api/get-dashboard';
import {
  CourseStatsPanel,
  RevenueMetricsPanel,
  UserDistributionPanel,
} from '../components/dashboard-analytics';
import { LoadError } from '../../../components/ui/load-error';
import { QuickActions } from '../components/quick-actions';
import { RecentActivity } from '../components/recent-activity';
import { StatCard } from '../../../components/ui/stat-card';
import { formatBytes, formatNumber } from '../../../lib/format';
import { formatDollars } from '../lib/format';

export function AdminDashboardPage() {
  const { t } = useLingui();
  const dashboard = useDashboard();
  const activity = useActivity();
  const courses = useAdminCourses();

  return (
    <>
      <DocumentTitle title={t`Control Center`} />
      <PageHeader
        title={t`Control Center`}
        description={t`Users, courses, revenue and activity across the platform.`}
      />

      {dashboard.isPending ? (
        <LoadingState label={t`Loading dashboard...`} />
      ) : dashboard.isError ? (
        <LoadError
          className="mt-8"
          message={t`Failed to load dashboard data`}
          retrying={dashboard.isRefetching}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <>
          <section
            aria-label={t`Platform summary`}
            // Five cards: three then two on a wide screen, two by two on a phone with storage across the last row.
            className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-6"
          >
            <div className="grid lg:col-span-2">
              <StatCard
                label={t`Total Users`}
                value={formatNumber(dashboard.data.stats.totalUsers)}
                icon={Users}
              />
            </div>
            <div className="grid lg:col-span-2">
              <StatCard
                label={t`Total Courses`}
                value={formatNumber(dashboard.data.stats.totalCourses)}
                icon={BookOpen}
                tone="warning"
              />
            </div>
            <div className="grid lg:col-span-2">
              <StatCard
                label={t`Total Revenue`}
                value={formatDollars(dashboard.data.stats.totalRevenue)}
                icon={DollarSign}
                tone="success"
                hint={t`Payments received`}
              />
            </div>
            <div className="grid lg:col-span-3">
              <StatCard
                label={t`Active Users`}
                value={formatNumber(dashboard.data.stats.activeUsers)}
                icon={UserCheck}
                tone="slate"
              />
            </div>
            <div className="col-span-2 grid lg:col-span-3">
              <StatCard
                label={t`Storage Used`}
                value={formatBytes(dashboard.data.stats.storageBytes)}
                icon={HardDrive}
                tone="slate"
                hint={t`Lesson images, handouts and videos`}
              />
            </div>
          </section>

          <section aria-label={t`Analytics`} className="mt-6 grid gap-4 lg:grid-cols-3">
            <UserDistributionPanel analytics={dashboard.data.analytics} />
            <CourseStatsPanel analytics={dashboard.data.analytics} />
            <RevenueMetricsPanel analytics={dashboard.data.analytics} courses={courses.data ?? []} />
          </section>
        </>
      )}

      {/* Quick actions come first on a phone; on a wide screen they sit beside the activity. */}
      <div className="mt-6 grid items-start gap-4 lg:grid-cols-3">
        <div className="lg:col-start-3 lg:row-start-1">
          <QuickActions />
        </div>
        <div className="min-w-0 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <RecentActivity items={activity.data} loading={activity.isPending} />
        </div>
      </div>
    </>
  );
}
