import { BackLink } from '../../../components/ui/back-link';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';
import { PageContainer } from '../../../components/ui/page-container';
import { paths } from '../../../lib/paths';

export function CourseDetailPage() {
  return (
    <PageContainer>
      <DocumentTitle title="Course Details" />
      <PageHeader
        title="Course Details"
        description="What this course covers, who teaches it and how to enrol."
        eyebrow={<BackLink to={paths.courses()}>All courses</BackLink>}
      />
    </PageContainer>
  );
}
