import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';

export function InstructorForumsPage() {
  return (
    <>
      <DocumentTitle title="Course Forums" />
      <PageHeader title="Course Forums" description="Discussions across the courses you teach." />
    </>
  );
}
