import { useState } from 'react';
import { Link } from 'react-router';
import { Lock } from 'lucide-react';
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

/** A student's course chat with the course's instructor, as a page of its own. */
export function CourseMessagesPage() {
  const courseId = useRouteParam('courseId');
  const instructor = useCourseInstructor(courseId);
  const [selectedId, setSelectedId] = useState<number | null>(null);

  if (instructor.isPending) return <LoadingState label="Loading course messages..." />;
  if (instructor.isError) {
    // Told apart by code: a refusal is final, anything else may pass on a second try.
    const code = instructor.error instanceof ApiError ? instructor.error.code : '';
    const refused = code === 'not_enrolled' || code === 'not_found';
    return (
      <>
        <DocumentTitle title="Course Messages" />
        <EmptyState
          icon={Lock}
          headingLevel="h1"
          title={
            code === 'not_enrolled'
              ? 'You are not enrolled in this course.'
              : code === 'not_found'
                ? 'Course not found.'
                : 'Failed to load course messages.'
          }
          action={
            <>
              {refused ? null : <Button onClick={() => void instructor.refetch()}>Try Again</Button>}
              <Link
                to={paths.course(courseId)}
                className={buttonStyles({ variant: refused ? 'primary' : 'secondary' })}
              >
                Back to Course
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
      <DocumentTitle title={`Messages · ${courseTitle}`} />
      <PageHeader
        title="Course Messages"
        description={`Talk with ${name} about ${courseTitle}.`}
        eyebrow={<BackLink to={paths.course(courseId)}>Back to course</BackLink>}
      />
      <CourseChat
        courseId={Number(courseId)}
        partners={[{ id, name, detail: 'Instructor' }]}
        partnersLabel="Instructor"
        selectedId={selectedId ?? id}
        onSelect={setSelectedId}
        viewerIsCourseInstructor={false}
      />
    </div>
  );
}
