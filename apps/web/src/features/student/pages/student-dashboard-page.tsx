import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';

export function StudentDashboardPage() {
  return (
    <>
      <DocumentTitle title="My Learning Journey" />
      <PageHeader
        title="My Learning Journey"
        description="Your enrolled courses, your progress and where to pick up next."
      />
    </>
  );
}
