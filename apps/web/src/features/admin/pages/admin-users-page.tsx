import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';

export function AdminUsersPage() {
  return (
    <>
      <DocumentTitle title="User Management" />
      <PageHeader
        title="User Management"
        description="Everyone with an account: roles, status and removal."
      />
    </>
  );
}
