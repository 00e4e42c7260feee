import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';

export function AdminDashboardPage() {
  return (
    <>
      <DocumentTitle title="Control Center" />
      <PageHeader
        title="Control Center"
        description="Users, courses, revenue and activity across the platform."
      />
    </>
  );
}
