import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';

export function ExamsPage() {
  return (
    <>
      <DocumentTitle title="Assessments" />
      <PageHeader
        title="Assessments"
        description="Timed assessments from your courses, with your attempts and scores."
      />
    </>
  );
}
