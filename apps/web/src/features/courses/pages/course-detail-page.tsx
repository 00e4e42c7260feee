import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileQuestion } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { buttonStyles } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageContainer } from '../../../components/ui/page-container';
import { LoadingState } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/use-route-param';
import { useCourse } from '../api/get-course';

const courseParamKey = 'courseId';

/**
 * The course itself is drawn by its own chunk, fetched alongside the course data: every public page ships with
 * this one, and nothing of the course can be drawn before its data arrives anyway.
 */
const loadCourseView = () => import('../components/course-view');
const CourseView = lazy(() => loadCourseView().then((module) => ({ default: module.CourseView })));

function Loading() {
  const { t } = useLingui();
  return (
    <PageContainer>
      <LoadingState label={t`Loading course details...`} />
    </PageContainer>
  );
}

export function CourseDetailPage() {
  const { t } = useLingui();
  const courseId = useRouteParam(courseParamKey);
  const { data: course, error, isPending, refetch } = useCourse(courseId);

  useEffect(() => {
    void loadCourseView();
  }, []);

  if (isPending) return <Loading />;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return (
      <PageContainer>
        <DocumentTitle title={t`Course not found`} />
        <EmptyState
          icon={FileQuestion}
          headingLevel="h1"
          title={t`Course not found`}
          description={t`The course you are looking for does not exist or is no longer available.`}
          action={
            <Link to={paths.courses()} className={buttonStyles()}>
              <Trans>Back to Courses</Trans>
            </Link>
          }
        />
      </PageContainer>
    );
  }
  if (error || !course) {
    return (
      <PageContainer className="max-w-3xl">
        <DocumentTitle title={t`Course Details`} />
        <Alert
          variant="error"
          title={t`Failed to fetch course details. Please try again.`}
          action={
            <div className="flex flex-wrap gap-2">
              <NetworkButton size="sm" onClick={() => void refetch()}>
                <Trans>Try Again</Trans>
              </NetworkButton>
              <Link to={paths.courses()} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
                <Trans>Back to Courses</Trans>
              </Link>
            </div>
          }
        />
      </PageContainer>
    );
  }
  return (
    <Suspense fallback={<Loading />}>
      <CourseView course={course} />
    </Suspense>
  );
}
