import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';

export function MessagesPage() {
  return (
    <>
      <DocumentTitle title="Messages" />
      <PageHeader
        title="Messages"
        description="Conversations with your instructors, students and the Somo team."
      />
    </>
  );
}
