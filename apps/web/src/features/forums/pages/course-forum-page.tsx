import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BackLink } from '../../../components/ui/back-link';
import { DocumentTitle } from '../../../components/ui/document-title';
import { SearchBox } from '../../../components/ui/search-box';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState, Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/use-route-param';
import { useForumCategories } from '../api/get-forum-categories';
import { useForumCourse } from '../api/get-forum-course';
import { useForumStats } from '../api/get-forum-stats';
import { useForumThreads } from '../api/get-forum-threads';
import { CategoryFilter } from '../components/category-filter';
import { ForumErrorState } from '../components/forum-error-state';
import { NewThreadDialog } from '../components/new-thread-dialog';
import { ThreadList } from '../components/thread-list';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** The route's path parameter (courses/:courseId/forum). */
const courseParamKey = 'courseId';
const SEARCH_DELAY_MS = 300;
/** The server's limit for ?search= (contract ThreadListQuery). */
const SEARCH_MAX_LENGTH = 200;

function readCategory(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

function CourseForum({ courseId }: { courseId: string }) {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const category = readCategory(searchParams.get('category'));
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);

  const course = useForumCourse(courseId);
  const categories = useForumCategories(courseId);
  const stats = useForumStats(courseId);
  const threads = useForumThreads(courseId, { category, search });

  // The category lives in the address, so a reload or a shared link opens the same list.
  function selectCategory(categoryId: number | null) {
    const params = new URLSearchParams(searchParams);
    if (categoryId) params.set('category', String(categoryId));
    else params.delete('category');
    setSearchParams(params, { replace: true });
  }

  const title = course.data?.title;
  const totals = stats.data;
  const error = categories.error ?? threads.error;
  const threadCount = totals?.total_threads ?? 0;
  const postCount = totals?.total_posts ?? 0;

  return (
    <div className="space-y-6">
      <DocumentTitle title={title ? t`${title} · Forum` : t`Course Forum`} />
      <PageHeader
        className="[overflow-wrap:anywhere]"
        eyebrow={
          <BackLink to={paths.course(courseId)}>
            <Trans>Back to course</Trans>
          </BackLink>
        }
        title={title ?? t`Course Forum`}
        description={
          totals
            ? t`Course forum · ${plural(threadCount, { one: '# discussion', other: '# discussions' })} · ${plural(postCount, { one: '# post', other: '# posts' })}`
            : t`Course forum: questions, answers and discussion among the people in this course.`
        }
        actions={
          categories.data ? (
            <NewThreadDialog courseId={courseId} categories={categories.data} defaultCategory={category} />
          ) : null
        }
      />

      {!categories.data ? (
        error ? (
          <ForumErrorState
            error={error}
            courseId={courseId}
            onRetry={() => {
              void categories.refetch();
              void threads.refetch();
            }}
          />
        ) : (
          <LoadingState label={t`Loading the forum...`} />
        )
      ) : (
        <>
          <section aria-labelledby="forum-categories-title" className="space-y-3">
            <h2 id="forum-categories-title" className="text-sm font-semibold text-slate-700">
              <Trans>Categories</Trans>
            </h2>
            <CategoryFilter
              categories={categories.data}
              totalThreads={
                totals?.total_threads ?? categories.data.reduce((sum, item) => sum + item.thread_count, 0)
              }
              selected={category}
              onSelect={selectCategory}
            />
          </section>

          <section aria-labelledby="forum-threads-title" className="space-y-3">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <h2
                id="forum-threads-title"
                className="flex items-center gap-2 text-lg font-semibold text-slate-900"
              >
                <Trans>Discussions</Trans>
                {threads.isFetching ? <Spinner className="size-4 text-brand-600" /> : null}
              </h2>
              <SearchBox
                label={t`Search threads`}
                placeholder={t`Search threads...`}
                maxLength={SEARCH_MAX_LENGTH}
                value={searchText}
                onChange={setSearchText}
                className="w-full sm:max-w-xs"
              />
            </div>
            {threads.isError && !threads.data ? (
              <ForumErrorState
                error={threads.error}
                courseId={courseId}
                onRetry={() => void threads.refetch()}
              />
            ) : threads.data ? (
              <ThreadList
                courseId={courseId}
                threads={threads.data}
                filtered={category !== null || search !== ''}
                onClearFilters={() => {
                  setSearchText('');
                  selectCategory(null);
                }}
              />
            ) : (
              <LoadingState label={t`Loading discussions...`} />
            )}
          </section>
        </>
      )}
    </div>
  );
}

export function CourseForumPage() {
  const courseId = useRouteParam(courseParamKey);
  return <CourseForum key={courseId} courseId={courseId} />;
}
