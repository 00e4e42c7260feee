import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChartConfiguration } from 'chart.js';
import type { AdminAnalytics, AdminCourse } from '@somo/contract/admin';
import { SectionCard } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { convert } from '../../../lib/money';
import { formatDollarTick, formatDollars } from '../lib/format';
import { ChartCanvas, themeColor } from './chart-canvas';

type Slice = { label: string; value: number; color: string; swatch: string };

const TOP_COURSES = 5;

/** A slice's part of the whole, in whole percent ('75%'; '75 %' in French). */
function share(value: number, total: number): string {
  return formatNumber(total === 0 ? 0 : value / total, { style: 'percent', maximumFractionDigits: 0 });
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
    options: {
      responsive: true,
      maintainAspectRatio: false,
      cutout: '68%',
      animation: false,
      // The slice's name over its figure, the figure written the interface language's way.
      plugins: {
        tooltip: {
          callbacks: {
            title: (items) => items[0]?.label ?? '',
            label: (item) => formatNumber(Number(item.raw)),
          },
        },
      },
    },
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
            {formatNumber(slice.value)}
            <span className="ms-1.5 text-xs font-normal text-slate-500">{share(slice.value, total)}</span>
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
  const { t } = useLingui();
  const roles = analytics.user_stats.role_distribution;
  const slices = useMemo<Slice[]>(
    () => [
      {
        label: t`Students`,
        value: roles.student,
        color: themeColor('brand-600', '#1d7a71'),
        swatch: 'bg-brand-600',
      },
      {
        label: t`Instructors`,
        value: roles.instructor,
        color: themeColor('warning-500', '#f59e0b'),
        swatch: 'bg-warning-500',
      },
      { label: t`Admins`, value: roles.admin, color: '#64748b', swatch: 'bg-slate-500' },
    ],
    [t, roles.student, roles.instructor, roles.admin],
  );
  return (
    <Panel title={t`User Distribution`} description={t`Accounts by role.`}>
      <DoughnutWithLegend slices={slices} label={t`Users by role`} empty={t`No users yet`} />
    </Panel>
  );
}

export function CourseStatsPanel({ analytics }: { analytics: AdminAnalytics }) {
  const { t } = useLingui();
  const { published_courses: published, draft_courses: drafts } = analytics.course_stats;
  const slices = useMemo<Slice[]>(
    () => [
      {
        label: t`Published`,
        value: published,
        color: themeColor('success-600', '#059669'),
        swatch: 'bg-success-600',
      },
      { label: t`Drafts`, value: drafts, color: '#cbd5e1', swatch: 'bg-slate-300' },
    ],
    [t, published, drafts],
  );
  const engagement = analytics.engagement_stats;
  return (
    <Panel title={t`Course Stats`} description={t`Published and draft courses, and how full they are.`}>
      <DoughnutWithLegend slices={slices} label={t`Published and draft courses`} empty={t`No courses yet`} />
      <Figures
        items={[
          [
            t`Average enrolments`,
            formatNumber(engagement.avg_enrollments_per_course, {
              minimumFractionDigits: 2,
              maximumFractionDigits: 2,
            }),
          ],
          [t`Total enrolments`, formatNumber(engagement.total_enrollments)],
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

/** Bars of revenue per course; `label` names the figures in the tooltip's dataset, in the reader's language. */
function barConfig(rows: readonly CourseRevenue[], label: string): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: {
      labels: rows.map((row) => (row.title.length > 22 ? `${row.title.slice(0, 21)}…` : row.title)),
      datasets: [
        {
          label,
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
        x: { beginAtZero: true, ticks: { callback: (value) => formatDollarTick(Number(value)) } },
        y: { grid: { display: false } },
      },
    },
  };
}

/** 'Honey Business $100.00, Beekeeping Basics $40.00': the chart's figures for a screen reader. */
function revenueList(rows: readonly CourseRevenue[]): string {
  return rows.map((row) => `${row.title} ${formatDollars(row.revenue)}`).join(', ');
}

function RevenuePerCourse({ courses }: { courses: readonly AdminCourse[] }) {
  const { t } = useLingui();
  const rows = useMemo(() => topCoursesByRevenue(courses), [courses]);
  const datasetLabel = t`Revenue`;
  const config = useMemo(() => barConfig(rows, datasetLabel), [rows, datasetLabel]);
  if (rows.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        <Trans>No course has earned revenue yet.</Trans>
      </p>
    );
  }
  const figures = revenueList(rows);
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-medium text-slate-800">
        <Trans>Revenue per course</Trans>
      </h3>
      <ChartCanvas config={config} label={t`Revenue per course: ${figures}`} className="h-40" />
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
  const { t } = useLingui();
  return (
    <Panel title={t`Revenue Metrics`} description={t`Course prices times enrolled students, in US dollars.`}>
      <Figures
        items={[
          [t`Total revenue`, formatDollars(analytics.revenue_stats.total_revenue)],
          [t`Average per course`, formatDollars(analytics.revenue_stats.avg_revenue_per_course)],
          [t`Total submissions`, formatNumber(analytics.engagement_stats.total_submissions)],
        ]}
      />
      <RevenuePerCourse courses={courses} />
    </Panel>
  );
}
