import { useState } from 'react';
import { Link } from 'react-router';
import { BookOpen, SearchX } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, buttonStyles } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { SearchBox } from '../../../components/ui/search-box';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useEnrolledCourses } from '../../../api/enrollments';
import { useForumStatsForCourses } from '../api/get-forum-stats';
import { CourseForumCard } from '../components/course-forum-card';
import { ForumTotals } from '../components/forum-totals';

function matches(course: { title: string; description: string }, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return course.title.toLowerCase().includes(needle) || course.description.toLowerCase().includes(needle);
}

export function StudentForumsPage() {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const courses = useEnrolledCourses();
  const list = courses.data ?? [];
  const stats = useForumStatsForCourses(list.map((course) => course.id));
  const statsById = new Map(list.map((course, index) => [course.id, stats[index]?.data]));
  const visible = list.filter((course) => matches(course, search));
  const totals = stats.reduce(
    (sum, { data }) => ({
      discussions: sum.discussions + (data?.total_threads ?? 0),
      messages: sum.messages + (data?.total_posts ?? 0),
    }),
    { discussions: 0, messages: 0 },
  );

  return (
    <div className="space-y-6">
      <DocumentTitle title={t`Course Forums`} />
      <PageHeader
        title={t`Course Forums`}
        description={t`Discussions from the courses you are enrolled in.`}
      />

      {courses.isPending ? (
        <LoadingState label={t`Loading your courses...`} />
      ) : courses.isError ? (
        <EmptyState
          icon={BookOpen}
          title={t`Your courses could not be loaded`}
          description={t`Check your connection and try again.`}
          action={
            <Button variant="secondary" onClick={() => void courses.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={BookOpen}
          title={t`No enrolled courses yet`}
          description={t`Enrol in a course to join the conversation with its instructor and other students.`}
          action={
            <Link to={paths.courses()} className={buttonStyles()}>
              <Trans>Browse Courses</Trans>
            </Link>
          }
        />
      ) : (
        <>
          <ForumTotals courses={list.length} discussions={totals.discussions} messages={totals.messages} />
          <SearchBox
            label={t`Search your courses`}
            placeholder={t`Search your courses...`}
            value={search}
            onChange={setSearch}
            className="max-w-md"
          />
          {visible.length === 0 ? (
            <EmptyState
              icon={SearchX}
              title={t`No matching courses found`}
              description={t`No enrolled course matches your search. Try another word or browse the catalogue.`}
              action={
                <>
                  <Button variant="secondary" onClick={() => setSearch('')}>
                    <Trans>Clear search</Trans>
                  </Button>
                  <Link to={paths.courses()} className={buttonStyles()}>
                    <Trans>Browse Courses</Trans>
                  </Link>
                </>
              }
            />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {visible.map((course) => (
                <li key={course.id}>
                  <CourseForumCard course={course} stats={statsById.get(course.id)} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
