import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';

export function StudentForumsPage() {
  return (
    <>
      <DocumentTitle title="Course Forums" />
      <PageHeader title="Course Forums" description="Discussions from the courses you are enrolled in." />
    </>
  );
}
