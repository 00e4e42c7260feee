import { Link } from 'react-router';
import { ClipboardList, Compass } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonStyles } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useStudentAssessments } from '../api/get-student-assessments';
import { ExamCard } from './exam-card';
import { LoadError } from '../../../components/ui/load-error';

/** Spec 01 §2: the student's assessments from every enrolled course. */
export function ExamList() {
  const { t } = useLingui();
  const { data: exams, isPending, isError, error, refetch, isRefetching } = useStudentAssessments();

  return (
    <>
      <DocumentTitle title={t`Assessments`} />
      <PageHeader
        title={t`Assessments`}
        description={t`Timed assessments from your courses, with your attempts and scores.`}
      />
      <div className="mt-6">
        {isPending ? (
          <LoadingState label={t`Loading assessments...`} />
        ) : isError ? (
          <LoadError
            title={t`Failed to load assessments`}
            message={errorMessage(error, t`Please check your connection and try again.`)}
            retrying={isRefetching}
            onRetry={() => void refetch()}
          />
        ) : exams.length === 0 ? (
          <EmptyState
            icon={ClipboardList}
            title={t`No Assessments Available`}
            description={t`Assessments from the courses you are enrolled in will appear here.`}
            action={
              <Link to={paths.courses()} className={buttonStyles()}>
                <Compass aria-hidden="true" />
                <Trans>Browse Courses</Trans>
              </Link>
            }
          />
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2" aria-label={t`Your assessments`}>
            {exams.map((exam) => (
              <li key={exam.id}>
                <ExamCard exam={exam} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
