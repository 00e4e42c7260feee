import { Link } from 'react-router';
import { CloudOff, Lock, SearchX } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, buttonStyles } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

type ForumErrorStateProps = {
  error: unknown;
  courseId: string;
  onRetry: () => void;
  /** h1 when the error replaces the whole page. */
  headingLevel?: 'h1' | 'h2';
};

export function isNotEnrolled(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'not_enrolled';
}

/**
 * Spec 01 §8 only logs forum loading errors; a person still needs to know why the page is empty:
 * not a member (with the way to the course), no such course, or a failure worth retrying.
 */
export function ForumErrorState({ error, courseId, onRetry, headingLevel = 'h2' }: ForumErrorStateProps) {
  const { t } = useLingui();
  if (isNotEnrolled(error)) {
    return (
      <EmptyState
        icon={Lock}
        headingLevel={headingLevel}
        title={t`This forum is for course members`}
        description={t`Enroll in this course to take part in its forum.`}
        action={
          <Link to={paths.course(courseId)} className={buttonStyles()}>
            <Trans>View Course</Trans>
          </Link>
        }
      />
    );
  }
  if (error instanceof ApiError && error.status === 404) {
    return (
      <EmptyState
        icon={SearchX}
        headingLevel={headingLevel}
        title={t`Course not found`}
        description={t`This course does not exist or is no longer available.`}
        action={
          <Link to={paths.courses()} className={buttonStyles({ variant: 'secondary' })}>
            <Trans>Browse Courses</Trans>
          </Link>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={CloudOff}
      headingLevel={headingLevel}
      title={t`The discussions could not be loaded`}
      description={t`Check your connection and try again.`}
      action={
        <Button variant="secondary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      }
    />
  );
}
