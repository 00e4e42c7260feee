import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, RotateCw, Search, SearchX, X } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { catalogueQueryOptions } from '../api/get-courses';
import { CourseCard } from '../components/course-card';
import { CourseCardSkeleton } from '../components/course-card-skeleton';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

const SEARCH_DELAY_MS = 300;

/** The search box; the term lives in the address (?search=) so a shared or reloaded link keeps it. */
function useCatalogueSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [term, setTerm] = useState(() => searchParams.get('search') ?? '');
  const debounced = useDebouncedValue(term.trim(), SEARCH_DELAY_MS);

  useEffect(() => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debounced) next.set('search', debounced);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  }, [debounced, setSearchParams]);

  return { term, setTerm, search: debounced };
}

function FetchFailed({ onReload, className }: { onReload: () => void; className?: string }) {
  const { t } = useLingui();
  return (
    <Alert
      variant="error"
      className={className}
      title={t`Failed to fetch courses. Please try again.`}
      action={
        <NetworkButton variant="secondary" size="sm" onClick={onReload}>
          <RotateCw aria-hidden="true" />
          <Trans>Reload</Trans>
        </NetworkButton>
      }
    />
  );
}

/** How many courses are shown, and for which search: whole sentences, so each language orders them its way. */
function ResultCount({ count, search, more }: { count: number; search: string; more: boolean }) {
  if (search && more) {
    return (
      <Trans>
        Showing the first <Plural value={count} one="# course" other="# courses" /> matching{' '}
        <strong>“{search}”</strong>
      </Trans>
    );
  }
  if (search) {
    return (
      <Trans>
        <Plural value={count} one="# course" other="# courses" /> matching <strong>“{search}”</strong>
      </Trans>
    );
  }
  if (more) {
    return (
      <Trans>
        Showing the newest <Plural value={count} one="# course" other="# courses" />
      </Trans>
    );
  }
  return <Plural value={count} one="# course" other="# courses" />;
}

export function CourseCatalogPage() {
  const { t } = useLingui();
  const { term, setTerm, search } = useCatalogueSearch();
  const query = useInfiniteQuery({ ...catalogueQueryOptions(search), placeholderData: keepPreviousData });
  const courses = query.data?.pages.flatMap((page) => page.courses) ?? [];
  const searching = query.isPlaceholderData;

  return (
    <>
      <DocumentTitle title={t`Explore Courses`} />
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="text-sm font-semibold text-brand-700">
            <Trans>Course catalogue</Trans>
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            <Trans>Explore Courses</Trans>
          </h1>
          <p className="mt-3 max-w-2xl text-base text-pretty text-slate-600 sm:text-lg">
            <Trans>
              Self-paced courses taught by real instructors. Learn online, on any device, whenever it suits
              you.
            </Trans>
          </p>
          <form role="search" className="mt-8 max-w-2xl" onSubmit={(event) => event.preventDefault()}>
            <label htmlFor="course-search" className="sr-only">
              <Trans>Search courses</Trans>
            </label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 start-3.5 size-5 -translate-y-1/2 text-slate-400"
                aria-hidden="true"
              />
              <Input
                id="course-search"
                type="search"
                value={term}
                onChange={(event) => setTerm(event.target.value)}
                placeholder={t`Search by title or description`}
                autoComplete="off"
                maxLength={200}
                className="h-12 rounded-xl ps-11 pe-12 text-base shadow-card [&::-webkit-search-cancel-button]:hidden"
              />
              {term ? (
                <button
                  type="button"
                  onClick={() => setTerm('')}
                  aria-label={t`Clear search`}
                  className="absolute top-1/2 end-2 flex size-9 -translate-y-1/2 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              ) : null}
            </div>
          </form>
        </div>
      </section>

      <section
        aria-labelledby="catalogue-results"
        className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8"
      >
        <h2 id="catalogue-results" className="sr-only">
          <Trans>Courses</Trans>
        </h2>
        {query.isPending ? (
          <div
            role="status"
            aria-label={t`Loading courses`}
            className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          >
            {Array.from({ length: 6 }, (_, index) => (
              <CourseCardSkeleton key={index} />
            ))}
          </div>
        ) : query.isError && courses.length === 0 ? (
          <FetchFailed onReload={() => void query.refetch()} />
        ) : courses.length === 0 ? (
          search ? (
            <EmptyState
              icon={SearchX}
              title={t`No courses match “${search}”`}
              description={t`Try another word, or clear the search to see every course.`}
              action={
                <Button variant="secondary" onClick={() => setTerm('')}>
                  <Trans>Clear search</Trans>
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={BookOpen}
              title={t`No courses available yet`}
              description={t`New courses appear here as soon as instructors publish them.`}
            />
          )
        ) : (
          <>
            <p className="mb-5 text-sm text-slate-600" aria-live="polite">
              <ResultCount count={courses.length} search={search} more={query.hasNextPage} />
            </p>
            <ul
              aria-busy={searching || undefined}
              className={cn(
                'grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3',
                searching && 'opacity-60',
              )}
            >
              {courses.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} />
                </li>
              ))}
            </ul>
            {query.isFetchNextPageError ? (
              <FetchFailed className="mt-6" onReload={() => void query.fetchNextPage()} />
            ) : null}
            {query.hasNextPage && !query.isFetchNextPageError ? (
              <div className="mt-10 flex justify-center">
                <NetworkButton
                  variant="secondary"
                  size="lg"
                  loading={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {query.isFetchingNextPage ? t`Loading more courses...` : t`Load more courses`}
                </NetworkButton>
              </div>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}
