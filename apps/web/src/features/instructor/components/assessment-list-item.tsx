import { Link } from 'react-router';
import { ClipboardList, Pencil, Trash2 } from 'lucide-react';
import type { InstructorAssessment } from '@somo/contract/assessments';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';
import { formatDateTime, formatMinutes } from '../../../lib/assessment-format';
import { DisplayStatusBadge } from './display-status-badge';
import { PANEL_FOCUS_STATE } from './panel-heading';
import type { PanelLink } from '../lib/panel-view';
import { plural } from '../../../lib/plural';

export const DELETE_BLOCKED_HINT = 'Assessments with submissions cannot be deleted.';

type AssessmentListItemProps = {
  assessment: InstructorAssessment;
  linkTo: PanelLink;
  onDelete: () => void;
  onDeleteBlocked: () => void;
};

export function AssessmentListItem({
  assessment,
  linkTo,
  onDelete,
  onDeleteBlocked,
}: AssessmentListItemProps) {
  const titleId = `assessment-${assessment.id}-title`;
  const hintId = `assessment-${assessment.id}-delete-hint`;
  const inProgress = assessment.total_submissions - assessment.submitted_count;
  const hasSubmissions = assessment.total_submissions > 0;
  const facts = [
    plural(assessment.questions_count, 'question'),
    formatMinutes(assessment.duration_minutes),
    plural(assessment.total_points, 'point'),
    `pass ${assessment.passing_score}%`,
    plural(assessment.attempts_allowed, 'attempt'),
  ];
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-card sm:p-5 md:flex-row md:items-start"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="font-semibold break-words text-slate-900">
            {assessment.title}
          </h3>
          <DisplayStatusBadge assessment={assessment} />
        </div>
        <p className="mt-1 text-sm text-slate-600">{facts.join(' · ')}</p>
        {assessment.start_date || assessment.due_date ? (
          <p className="mt-1 text-sm text-slate-600">
            {[
              assessment.start_date ? `Opens ${formatDateTime(assessment.start_date)}` : '',
              assessment.due_date ? `Due ${formatDateTime(assessment.due_date)}` : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        ) : null}
        <p className="mt-2 text-sm">
          <span className="font-medium text-slate-900">
            {plural(assessment.submitted_count, 'submission')}
          </span>
          {inProgress > 0 ? <span className="text-slate-600"> · {inProgress} in progress</span> : null}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3 md:border-0 md:pt-0">
        <Link
          to={linkTo({ kind: 'submissions', assessmentId: assessment.id })}
          state={PANEL_FOCUS_STATE}
          aria-label={`Submissions for ${assessment.title}`}
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          <ClipboardList aria-hidden="true" />
          Submissions
        </Link>
        <Link
          to={linkTo({ kind: 'edit', assessmentId: assessment.id })}
          state={PANEL_FOCUS_STATE}
          aria-label={`Edit ${assessment.title}`}
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          <Pencil aria-hidden="true" />
          Edit
        </Link>
        {hasSubmissions ? (
          <>
            <Tooltip content={DELETE_BLOCKED_HINT}>
              <Button
                variant="ghost"
                size="sm"
                aria-disabled="true"
                aria-label={`Delete ${assessment.title}`}
                aria-describedby={hintId}
                onClick={onDeleteBlocked}
                className="text-danger-700"
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </Tooltip>
            <span id={hintId} className="sr-only">
              {DELETE_BLOCKED_HINT}
            </span>
          </>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            aria-label={`Delete ${assessment.title}`}
            className="text-danger-700 hover:bg-danger-50 hover:text-danger-800"
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        )}
      </div>
    </article>
  );
}
