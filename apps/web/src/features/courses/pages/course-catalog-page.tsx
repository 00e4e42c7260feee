import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';
import { PageContainer } from '../../../components/ui/page-container';

export function CourseCatalogPage() {
  return (
    <PageContainer>
      <DocumentTitle title="Explore Courses" />
      <PageHeader
        title="Explore Courses"
        description="Browse every published course on Somo and find your next one to learn."
      />
    </PageContainer>
  );
}
