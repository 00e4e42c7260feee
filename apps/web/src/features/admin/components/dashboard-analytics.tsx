import { useMemo, type ComponentProps, type ReactNode } from 'react';
import type { ChartConfiguration } from 'chart.js';
import type { AdminAnalytics, AdminCourse } from '@somo/contract/admin';
import { SectionCard } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { convert } from '../../../lib/money';
import { formatCount, formatDollars } from '../lib/format';
import { ChartCanvas, themeColor } from './chart-canvas';

type Slice = { label: string; value: number; color: string; swatch: string };

const TOP_COURSES = 5;

function share(value: number, total: number): string {
  return total === 0 ? '0%' : `${Math.round((value / total) * 100)}%`;
}

function doughnutConfig(slices: readonly Slice[]): ChartConfiguration<'doughnut'> {
  return {
    type: 'doughnut',
    data: {
      labels: slices.map((slice) => slice.label),
      datasets: [
        {
          data: slices.map((slice) => slice.value),
          backgroundColor: slices.map((slice) => slice.color),
          borderColor: '#ffffff',
          borderWidth: 2,
        },
      ],
    },
    options: { responsive: true, maintainAspectRatio: false, cutout: '68%', animation: false },
  };
}

/** The doughnut's figures written out, so nothing is only in the picture. */
function Legend({ slices }: { slices: readonly Slice[] }) {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <dl className="grid min-w-0 flex-1 gap-2 text-sm">
      {slices.map((slice) => (
        <div key={slice.label} className="flex items-center gap-2">
          <span className={cn('size-2.5 shrink-0 rounded-full', slice.swatch)} aria-hidden="true" />
          <dt className="min-w-0 flex-1 truncate text-slate-600">{slice.label}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {formatCount(slice.value)}
            <span className="ml-1.5 text-xs font-normal text-slate-500">{share(slice.value, total)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Label and value on one line each, so long labels never get cut in a narrow panel. */
function Figures({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="divide-y divide-slate-200/70 rounded-lg bg-slate-50 px-3">
      {items.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-3 py-2">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="text-sm font-semibold text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Dashboard panels stretch to the tallest in their row. */
function Panel(props: Omit<ComponentProps<typeof SectionCard>, 'className' | 'contentClassName'>) {
  return (
    <SectionCard className="flex min-w-0 flex-col" contentClassName="flex flex-1 flex-col gap-4" {...props} />
  );
}

function DoughnutWithLegend({ slices, label, empty }: { slices: Slice[]; label: string; empty: string }) {
  const config = useMemo(() => doughnutConfig(slices), [slices]);
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <div className="flex items-center gap-5">
      {total === 0 ? (
        <p className="flex size-28 shrink-0 items-center justify-center rounded-full border-8 border-slate-100 text-center text-xs text-slate-500">
          {empty}
        </p>
      ) : (
        <ChartCanvas config={config} label={label} className="size-28 shrink-0" />
      )}
      <Legend slices={slices} />
    </div>
  );
}

export function UserDistributionPanel({ analytics }: { analytics: AdminAnalytics }) {
  const roles = analytics.user_stats.role_distribution;
  const slices = useMemo<Slice[]>(
    () => [
      {
        label: 'Students',
        value: roles.student,
        color: themeColor('brand-600', '#1d7a71'),
        swatch: 'bg-brand-600',
      },
      {
        label: 'Instructors',
        value: roles.instructor,
        color: themeColor('warning-500', '#f59e0b'),
        swatch: 'bg-warning-500',
      },
      { label: 'Admins', value: roles.admin, color: '#64748b', swatch: 'bg-slate-500' },
    ],
    [roles.student, roles.instructor, roles.admin],
  );
  return (
    <Panel title="User Distribution" description="Accounts by role.">
      <DoughnutWithLegend slices={slices} label="Users by role" empty="No users yet" />
    </Panel>
  );
}

export function CourseStatsPanel({ analytics }: { analytics: AdminAnalytics }) {
  const { published_courses: published, draft_courses: drafts } = analytics.course_stats;
  const slices = useMemo<Slice[]>(
    () => [
      {
        label: 'Published',
        value: published,
        color: themeColor('success-600', '#059669'),
        swatch: 'bg-success-600',
      },
      { label: 'Drafts', value: drafts, color: '#cbd5e1', swatch: 'bg-slate-300' },
    ],
    [published, drafts],
  );
  return (
    <Panel title="Course Stats" description="Published and draft courses, and how full they are.">
      <DoughnutWithLegend slices={slices} label="Published and draft courses" empty="No courses yet" />
      <Figures
        items={[
          ['Average enrolments', analytics.engagement_stats.avg_enrollments_per_course.toFixed(2)],
          ['Total enrolments', formatCount(analytics.engagement_stats.total_enrollments)],
        ]}
      />
    </Panel>
  );
}

type CourseRevenue = { title: string; revenue: number };

/** The courses earning most (price × students), in dollars like the rest of the dashboard. */
export function topCoursesByRevenue(courses: readonly AdminCourse[]): CourseRevenue[] {
  return courses
    .map((course) => ({ title: course.title, revenue: convert(course.revenue, course.currency, 'USD') }))
    .filter((course) => course.revenue > 0)
    .sort((a, b) => b.revenue - a.revenue)
    .slice(0, TOP_COURSES);
}

function barConfig(rows: readonly CourseRevenue[]): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: {
      labels: rows.map((row) => (row.title.length > 22 ? `${row.title.slice(0, 21)}…` : row.title)),
      datasets: [
        {
          label: 'Revenue',
          data: rows.map((row) => Math.round(row.revenue * 100) / 100),
          backgroundColor: themeColor('brand-500', '#2a978b'),
          borderRadius: 4,
          maxBarThickness: 18,
        },
      ],
    },
    options: {
      indexAxis: 'y',
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      plugins: { tooltip: { callbacks: { label: (item) => formatDollars(Number(item.raw)) } } },
      scales: {
        x: { beginAtZero: true, ticks: { callback: (value) => `$${Number(value).toLocaleString('en-US')}` } },
        y: { grid: { display: false } },
      },
    },
  };
}

function RevenuePerCourse({ courses }: { courses: readonly AdminCourse[] }) {
  const rows = useMemo(() => topCoursesByRevenue(courses), [courses]);
  const config = useMemo(() => barConfig(rows), [rows]);
  if (rows.length === 0) {
    return <p className="text-sm text-slate-500">No course has earned revenue yet.</p>;
  }
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-medium text-slate-800">Revenue per course</h3>
      <ChartCanvas
        config={config}
        label={`Revenue per course: ${rows.map((row) => `${row.title} ${formatDollars(row.revenue)}`).join(', ')}`}
        className="h-40"
      />
    </div>
  );
}

export function RevenueMetricsPanel({
  analytics,
  courses,
}: {
  analytics: AdminAnalytics;
  courses: readonly AdminCourse[];
}) {
  return (
    <Panel title="Revenue Metrics" description="Course prices times enrolled students, in US dollars.">
      <Figures
        items={[
          ['Total revenue', formatDollars(analytics.revenue_stats.total_revenue)],
          ['Average per course', formatDollars(analytics.revenue_stats.avg_revenue_per_course)],
          ['Total submissions', formatCount(analytics.engagement_stats.total_submissions)],
        ]}
      />
      <RevenuePerCourse courses={courses} />
    </Panel>
  );
}
