import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';

export function AiTutoringPage() {
  return (
    <>
      <DocumentTitle title="AI Tutoring" />
      <PageHeader
        title="AI Tutoring"
        description="Ask the study assistant about your courses or turn a topic into flashcards."
      />
    </>
  );
}
