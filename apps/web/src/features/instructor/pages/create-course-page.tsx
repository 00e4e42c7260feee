import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BackLink } from '../../../components/ui/back-link';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';
import { CreateCourseForm, type CreatedCourse } from '../components/create-course-form';
import { CreateCourseSuccess } from '../components/create-course-success';

export function CreateCoursePage() {
  const [created, setCreated] = useState<CreatedCourse | null>(null);
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-3xl">
      <DocumentTitle title={t`Create Course`} />
      <PageHeader
        title={t`Create Course`}
        description={t`Set up the course details, or start from a PDF; you refine lessons in the course editor next.`}
        eyebrow={
          <BackLink to={paths.instructor.dashboard()}>
            <Trans>Back to dashboard</Trans>
          </BackLink>
        }
      />
      {created ? (
        <CreateCourseSuccess courseId={created.id} title={created.title} summary={created.summary} />
      ) : (
        <CreateCourseForm onCreated={setCreated} />
      )}
    </div>
  );
}
