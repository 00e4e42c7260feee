import { BackLink } from '../../../components/ui/back-link';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/use-route-param';

export function CourseLearningPage() {
  const courseId = useRouteParam('courseId');
  return (
    <>
      <DocumentTitle title="Course Lessons" />
      <PageHeader
        title="Course Lessons"
        description="Work through the lessons of this course at your own pace."
        eyebrow={<BackLink to={paths.course(courseId)}>Back to course</BackLink>}
      />
    </>
  );
}
