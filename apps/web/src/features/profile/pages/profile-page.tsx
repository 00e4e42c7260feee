import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';

export function ProfilePage() {
  return (
    <>
      <DocumentTitle title="My Profile" />
      <PageHeader title="My Profile" description="Your personal details, preferences and privacy settings." />
    </>
  );
}
