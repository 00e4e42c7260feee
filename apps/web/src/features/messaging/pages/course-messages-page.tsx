import { BackLink } from '../../../components/ui/back-link';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/use-route-param';

export function CourseMessagesPage() {
  const courseId = useRouteParam('courseId');
  return (
    <>
      <DocumentTitle title="Course Messages" />
      <PageHeader
        title="Course Messages"
        description="Talk with your instructor about this course."
        eyebrow={<BackLink to={paths.course(courseId)}>Back to course</BackLink>}
      />
    </>
  );
}
