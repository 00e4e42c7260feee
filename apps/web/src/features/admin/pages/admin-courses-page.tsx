import { useMemo, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, CircleCheck, DollarSign, GraduationCap, RefreshCw, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { usePlatformCurrency } from '../../../lib/money';
import { useAdminCourses, useSetCoursePrice } from '../api/admin-courses';
import { COURSE_COLUMNS, CourseRow } from '../components/course-row';
import { FlashBanner } from '../components/flash-banner';
import { FilterSelect, ListToolbar, SearchField } from '../components/list-toolbar';
import { LoadError } from '../../../components/ui/load-error';
import { Pagination, pageOfOffset } from '../../../components/ui/pagination';
import { ColumnHeadings } from '../components/column-headings';
import { StatCard } from '../../../components/ui/stat-card';
import { useFlash } from '../hooks/use-flash';
import {
  courseTotals,
  filterCourses,
  type CoursePriceFilter,
  type CourseStatusFilter,
} from '../lib/course-filters';
import { formatRevenue } from '../lib/format';

export const COURSES_PAGE_SIZE = 25;

const STATUS_OPTIONS = [
  { value: 'all', label: msg`All statuses` },
  { value: 'published', label: msg`Published` },
  { value: 'draft', label: msg`Draft` },
] as const satisfies readonly { value: CourseStatusFilter; label: MessageDescriptor }[];

const PRICE_OPTIONS = [
  { value: 'all', label: msg`All prices` },
  { value: 'free', label: msg`Free` },
  { value: 'paid', label: msg({ message: 'Paid', context: 'course price' }) },
] as const satisfies readonly { value: CoursePriceFilter; label: MessageDescriptor }[];

const COURSE_HEADINGS = [
  { label: msg`Course` },
  { label: msg`Price` },
  { label: msg`Revenue` },
  { label: msg`Actions`, alignEnd: true },
];

/** 'Showing 3 of 8 courses': found by the search and filters, of all courses. */
function Shown({ shown, total }: { shown: number; total: number }) {
  const count = formatNumber(shown);
  const overall = formatNumber(total);
  return (
    <Trans>
      Showing {count} of {overall} courses
    </Trans>
  );
}

export function AdminCoursesPage() {
  const { t } = useLingui();
  const courses = useAdminCourses();
  const setPrice = useSetCoursePrice();
  const currency = usePlatformCurrency();
  const { flash, success, error, clear } = useFlash();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<CourseStatusFilter>('all');
  const [price, setPriceFilter] = useState<CoursePriceFilter>('all');
  const [offset, setOffset] = useState(0);
  const [editingId, setEditingId] = useState<number | null>(null);

  const all = useMemo(() => courses.data ?? [], [courses.data]);
  const shown = useMemo(() => filterCourses(all, { search, status, price }), [all, search, status, price]);
  const totals = useMemo(() => courseTotals(all, currency), [all, currency]);
  const page = shown.slice(offset, offset + COURSES_PAGE_SIZE);

  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setOffset(0);
    };

  const onSave = (id: number, next: number) =>
    setPrice.mutate(
      { id, price: next },
      {
        onSuccess: () => {
          setEditingId(null);
          success(t`Course price updated successfully`);
        },
        onError: (failure) => error(errorMessage(failure, t`Failed to update course price`)),
      },
    );

  return (
    <>
      <DocumentTitle title={t`Course Management`} />
      <PageHeader
        title={t`Course Management`}
        description={t`Every course on the platform, with enrolments, revenue and prices.`}
        actions={
          <Button variant="secondary" loading={courses.isRefetching} onClick={() => void courses.refetch()}>
            {courses.isRefetching ? null : <RefreshCw aria-hidden="true" />}
            <Trans>Refresh</Trans>
          </Button>
        }
      />

      {courses.isPending ? (
        <LoadingState label={t`Loading courses...`} />
      ) : courses.isError ? (
        <LoadError
          className="mt-6"
          message={t`Failed to fetch courses`}
          retrying={courses.isRefetching}
          onRetry={() => void courses.refetch()}
        />
      ) : (
        <>
          <section
            aria-label={t`Course summary`}
            className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
          >
            <StatCard label={t`Total Courses`} value={formatNumber(totals.courses)} icon={BookOpen} />
            <StatCard
              label={t`Total Enrollments`}
              value={formatNumber(totals.enrollments)}
              icon={Users}
              tone="slate"
            />
            <StatCard
              label={t`Total Revenue`}
              value={formatRevenue(totals.revenue, currency)}
              icon={DollarSign}
              tone="success"
            />
            <StatCard
              label={t`Published Courses`}
              value={formatNumber(totals.published)}
              icon={CircleCheck}
              tone="warning"
            />
          </section>

          <div className="mt-6">
            <ListToolbar>
              <SearchField
                label={t`Search courses`}
                placeholder={t`Title, instructor or description`}
                value={search}
                onChange={filtered(setSearch)}
              />
              <FilterSelect
                label={t`Status`}
                value={status}
                options={STATUS_OPTIONS}
                onChange={filtered(setStatus)}
              />
              <FilterSelect
                label={t`Price`}
                value={price}
                options={PRICE_OPTIONS}
                onChange={filtered(setPriceFilter)}
              />
            </ListToolbar>
          </div>

          <FlashBanner flash={flash} onDismiss={clear} className="mt-4" />

          <section aria-label={t`Courses`} className="mt-4">
            <p className="text-sm text-slate-600" aria-live="polite">
              <Shown shown={shown.length} total={all.length} />
            </p>
            {shown.length === 0 ? (
              <EmptyState
                icon={GraduationCap}
                title={t`No courses found`}
                description={
                  all.length === 0 ? t`No course has been created yet.` : t`Try another search or filter.`
                }
                className="mt-3"
              />
            ) : (
              <div className="mt-3 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-card">
                <ColumnHeadings columns={COURSE_COLUMNS} headings={COURSE_HEADINGS} />
                <ul className="divide-y divide-slate-100">
                  {page.map((course) => (
                    <li key={course.id}>
                      <CourseRow
                        course={course}
                        currency={currency}
                        editing={editingId === course.id}
                        saving={setPrice.isPending && setPrice.variables.id === course.id}
                        onEdit={() => setEditingId(course.id)}
                        onSave={(next) => onSave(course.id, next)}
                        onCancel={() => setEditingId(null)}
                      />
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <Pagination
              label={t`Course pages`}
              {...pageOfOffset({ offset, pageSize: COURSES_PAGE_SIZE, total: shown.length })}
              onPageChange={(page) => setOffset((page - 1) * COURSES_PAGE_SIZE)}
            />
          </section>
        </>
      )}
    </>
  );
}
