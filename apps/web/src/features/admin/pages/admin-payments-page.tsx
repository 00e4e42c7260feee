import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';

export function AdminPaymentsPage() {
  return (
    <>
      <DocumentTitle title="Payment Reports" />
      <PageHeader
        title="Payment Reports"
        description="Payments received for courses, with totals and recent activity."
      />
    </>
  );
}
