import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';

export function AdminRequestsPage() {
  return (
    <>
      <DocumentTitle title="Admin Registration Requests" />
      <PageHeader
        title="Admin Registration Requests"
        description="Requests for administrator accounts, to approve or reject."
      />
    </>
  );
}
