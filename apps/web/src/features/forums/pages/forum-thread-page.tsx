import { BackLink } from '../../../components/ui/back-link';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/use-route-param';

export function ForumThreadPage() {
  const courseId = useRouteParam('courseId');
  return (
    <>
      <DocumentTitle title="Discussion" />
      <PageHeader
        title="Discussion"
        description="A forum thread with its replies."
        eyebrow={<BackLink to={paths.courseForum(courseId)}>Back to forum</BackLink>}
      />
    </>
  );
}
