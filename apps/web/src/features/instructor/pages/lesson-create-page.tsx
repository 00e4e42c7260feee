import { BackLink } from '../../../components/ui/back-link';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/use-route-param';

export function LessonCreatePage() {
  const courseId = useRouteParam('courseId');
  return (
    <>
      <DocumentTitle title="Create Lesson" />
      <PageHeader
        title="Create Lesson"
        description="Add a new lesson to this course."
        eyebrow={<BackLink to={paths.instructor.manageCourse(courseId)}>Back to course</BackLink>}
      />
    </>
  );
}
