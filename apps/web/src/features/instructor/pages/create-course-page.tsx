import { BackLink } from '../../../components/ui/back-link';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';

export function CreateCoursePage() {
  return (
    <>
      <DocumentTitle title="Create Course" />
      <PageHeader
        title="Create Course"
        description="Set up a new course by hand or from a PDF of your material."
        eyebrow={<BackLink to={paths.instructor.dashboard()}>Back to dashboard</BackLink>}
      />
    </>
  );
}
