import { ClipboardCheck } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';

/** This course's assessments are created, edited and reviewed in this tab. */
export function CourseAssessmentsTab() {
  return (
    <EmptyState
      icon={ClipboardCheck}
      title="Assessments"
      description="Assessments for this course, with their questions and student submissions, are managed here."
    />
  );
}
