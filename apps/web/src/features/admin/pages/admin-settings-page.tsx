import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';

export function AdminSettingsPage() {
  return (
    <>
      <DocumentTitle title="Platform Settings" />
      <PageHeader
        title="Platform Settings"
        description="Site details, registration, pricing and AI options for the whole platform."
      />
    </>
  );
}
