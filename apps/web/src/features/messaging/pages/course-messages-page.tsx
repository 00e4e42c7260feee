import { useState } from 'react';
import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BackLink } from '../../../components/ui/back-link';
import { Button, buttonStyles } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/use-route-param';
import { useCourseInstructor } from '../api/get-course-instructor';
import { CourseChat } from '../../../components/messages/course-chat';

/** The route's path parameter (student/courses/:courseId/messages/:conversationId?). */
const courseParamKey = 'courseId';

/** A student's course chat with the course's instructor, as a page of its own. */
export function CourseMessagesPage() {
  const { t } = useLingui();
  const courseId = useRouteParam(courseParamKey);
  const instructor = useCourseInstructor(courseId);
  const [selectedId, setSelectedId] = useState<number | null>(null);

  if (instructor.isPending) return <LoadingState label={t`Loading course messages...`} />;
  if (instructor.isError) {
    // Told apart by code: a refusal is final, anything else may pass on a second try.
    const code = instructor.error instanceof ApiError ? instructor.error.code : '';
    const refused = code === 'not_enrolled' || code === 'not_found';
    return (
      <>
        <DocumentTitle title={t`Course Messages`} />
        <EmptyState
          icon={Lock}
          headingLevel="h1"
          title={
            code === 'not_enrolled'
              ? t`You are not enrolled in this course.`
              : code === 'not_found'
                ? t`Course not found.`
                : t`Failed to load course messages.`
          }
          action={
            <>
              {refused ? null : (
                <Button onClick={() => void instructor.refetch()}>
                  <Trans>Try Again</Trans>
                </Button>
              )}
              <Link
                to={paths.course(courseId)}
                className={buttonStyles({ variant: refused ? 'primary' : 'secondary' })}
              >
                <Trans>Back to Course</Trans>
              </Link>
            </>
          }
        />
      </>
    );
  }

  const { id, full_name: name, course_title: courseTitle } = instructor.data;
  return (
    <div className="space-y-6">
      <DocumentTitle title={t`Messages · ${courseTitle}`} />
      <PageHeader
        title={t`Course Messages`}
        description={t`Talk with ${name} about ${courseTitle}.`}
        eyebrow={
          <BackLink to={paths.course(courseId)}>
            <Trans>Back to course</Trans>
          </BackLink>
        }
      />
      <CourseChat
        courseId={Number(courseId)}
        partners={[{ id, name, detail: t`Instructor` }]}
        partnersLabel={t`Instructor`}
        selectedId={selectedId ?? id}
        onSelect={setSelectedId}
        viewerIsCourseInstructor={false}
      />
    </div>
  );
}
