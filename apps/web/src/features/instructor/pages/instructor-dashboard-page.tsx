import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';

export function InstructorDashboardPage() {
  return (
    <>
      <DocumentTitle title="Teaching Hub" />
      <PageHeader title="Teaching Hub" description="Your courses, drafts and students at a glance." />
    </>
  );
}
