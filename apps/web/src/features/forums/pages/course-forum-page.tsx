import { BackLink } from '../../../components/ui/back-link';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/use-route-param';

export function CourseForumPage() {
  const courseId = useRouteParam('courseId');
  return (
    <>
      <DocumentTitle title="Course Forum" />
      <PageHeader
        title="Course Forum"
        description="Questions, answers and discussion among the people in this course."
        eyebrow={<BackLink to={paths.course(courseId)}>Back to course</BackLink>}
      />
    </>
  );
}
