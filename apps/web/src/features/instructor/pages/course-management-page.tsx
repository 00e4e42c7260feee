import { BackLink } from '../../../components/ui/back-link';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';

export function CourseManagementPage() {
  return (
    <>
      <DocumentTitle title="Manage Course" />
      <PageHeader
        title="Manage Course"
        description="Lessons, assessments, students, messages and settings for this course."
        eyebrow={<BackLink to={paths.instructor.dashboard()}>Back to dashboard</BackLink>}
      />
    </>
  );
}
