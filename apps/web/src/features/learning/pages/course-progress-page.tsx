import { BackLink } from '../../../components/ui/back-link';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/use-route-param';

export function CourseProgressPage() {
  const courseId = useRouteParam('courseId');
  return (
    <>
      <DocumentTitle title="Course Progress" />
      <PageHeader
        title="Course Progress"
        description="How far you have come in this course, lesson by lesson."
        eyebrow={<BackLink to={paths.course(courseId)}>Back to course</BackLink>}
      />
    </>
  );
}
