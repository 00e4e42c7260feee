import { BackLink } from '../../../components/ui/back-link';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/use-route-param';

export function LessonEditPage() {
  const courseId = useRouteParam('courseId');
  return (
    <>
      <DocumentTitle title="Edit Lesson" />
      <PageHeader
        title="Edit Lesson"
        description="Change the title, content or video of this lesson."
        eyebrow={<BackLink to={paths.instructor.manageCourse(courseId)}>Back to course</BackLink>}
      />
    </>
  );
}
