import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { panelSearch, readPanelView, type PanelView } from '../lib/panel-view';
import { AssessmentList } from './assessment-list';
import { AssessmentSubmissions } from './assessment-submissions';
import { CreateAssessment, EditAssessment } from './assessment-editor';
import { QuestionBankPanel } from './question-bank-panel';
import { SubmissionReview } from './submission-review';

/**
 * Spec 02 §2, the course management page's Assessments tab: the list, the create and edit form, the
 * submissions of one assessment and one submission with hand marking, and the course's question bank. The open view lives in the address.
 */
export function InstructorAssessmentsPanel({ courseId }: { courseId: number }) {
  const [searchParams] = useSearchParams();
  const view = readPanelView(searchParams);
  const linkTo = useCallback((next: PanelView) => panelSearch(searchParams, next) || '?', [searchParams]);

  switch (view.kind) {
    case 'bank':
      return <QuestionBankPanel courseId={courseId} linkTo={linkTo} />;
    case 'create':
      return <CreateAssessment courseId={courseId} linkTo={linkTo} />;
    case 'edit':
      return (
        <EditAssessment
          key={view.assessmentId}
          courseId={courseId}
          assessmentId={view.assessmentId}
          linkTo={linkTo}
        />
      );
    case 'submissions':
      return (
        <AssessmentSubmissions
          key={view.assessmentId}
          courseId={courseId}
          assessmentId={view.assessmentId}
          page={view.page}
          linkTo={linkTo}
        />
      );
    case 'submission':
      return (
        <SubmissionReview
          courseId={courseId}
          assessmentId={view.assessmentId}
          submissionId={view.submissionId}
          page={view.page}
          linkTo={linkTo}
        />
      );
    default:
      return <AssessmentList courseId={courseId} linkTo={linkTo} />;
  }
}
