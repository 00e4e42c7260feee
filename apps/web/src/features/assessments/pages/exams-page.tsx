import { useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { ExamList } from '../components/exam-list';
import { ExamView } from '../components/exam-view';
import { ExamsAccessDenied } from '../components/exams-access-denied';

function toAssessmentId(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  return Number(value);
}

/**
 * /exams (spec 01 §2): the list, and with ?assessment= one assessment's rules, running exam or result.
 * The route lets every signed-in role in so other roles read this page's own refusal.
 */
export function ExamsPage() {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  if (user && user.role !== 'student') return <ExamsAccessDenied />;
  const assessmentId = toAssessmentId(searchParams.get('assessment'));
  return assessmentId === null ? <ExamList /> : <ExamView key={assessmentId} assessmentId={assessmentId} />;
}
