import { Link } from 'react-router';
import { ClipboardList, Compass } from 'lucide-react';
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
  const { data: exams, isPending, isError, error, refetch, isRefetching } = useStudentAssessments();

  return (
    <>
      <DocumentTitle title="Assessments" />
      <PageHeader
        title="Assessments"
        description="Timed assessments from your courses, with your attempts and scores."
      />
      <div className="mt-6">
        {isPending ? (
          <LoadingState label="Loading assessments..." />
        ) : isError ? (
          <LoadError
            title="Failed to load assessments"
            message={errorMessage(error, 'Please check your connection and try again.')}
            retrying={isRefetching}
            onRetry={() => void refetch()}
          />
        ) : exams.length === 0 ? (
          <EmptyState
            icon={ClipboardList}
            title="No Assessments Available"
            description="Assessments from the courses you are enrolled in will appear here."
            action={
              <Link to={paths.courses()} className={buttonStyles()}>
                <Compass aria-hidden="true" />
                Browse Courses
              </Link>
            }
          />
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2" aria-label="Your assessments">
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
