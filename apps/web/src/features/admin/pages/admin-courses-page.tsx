import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';

export function AdminCoursesPage() {
  return (
    <>
      <DocumentTitle title="Course Management" />
      <PageHeader
        title="Course Management"
        description="Every course on the platform, with enrolments, revenue and prices."
      />
    </>
  );
}
