import { Link } from 'react-router';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardList, Pencil, Trash2 } from 'lucide-react';
import type { InstructorAssessment } from '@somo/contract/assessments';
import { Button, buttonStyles } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
import { Tooltip } from '../../../components/ui/tooltip';
import { formatMinutes } from '../../../lib/assessment-format';
import { formatDateTime } from '../../../lib/format';
import { DisplayStatusBadge } from './display-status-badge';
import { PANEL_FOCUS_STATE } from './panel-heading';
import type { PanelLink } from '../lib/panel-view';
import { percentText } from '../lib/progress-words';

export const DELETE_BLOCKED_HINT = msg`Assessments with submissions cannot be deleted.`;

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
  const { t, i18n } = useLingui();
  const { title, questions_count: questions, total_points: points, attempts_allowed: attempts } = assessment;
  const { submitted_count: submitted } = assessment;
  const passing = percentText(assessment.passing_score);
  const facts = [
    t`${plural(questions, { one: '# question', other: '# questions' })}`,
    formatMinutes(assessment.duration_minutes),
    t`${plural(points, { one: '# point', other: '# points' })}`,
    t`pass ${passing}`,
    t`${plural(attempts, { one: '# attempt', other: '# attempts' })}`,
  ];
  const opens = assessment.start_date ? formatDateTime(assessment.start_date) : null;
  const due = assessment.due_date ? formatDateTime(assessment.due_date) : null;
  const blockedHint = i18n._(DELETE_BLOCKED_HINT);
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
        {opens || due ? (
          <p className="mt-1 text-sm text-slate-600">
            {[opens ? t`Opens ${opens}` : '', due ? t`Due ${due}` : ''].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        <p className="mt-2 text-sm">
          <span className="font-medium text-slate-900">
            {t`${plural(submitted, { one: '# submission', other: '# submissions' })}`}
          </span>
          {inProgress > 0 ? (
            <span className="text-slate-600">
              {' · '}
              <Trans>{inProgress} in progress</Trans>
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3 md:border-0 md:pt-0">
        <Link
          to={linkTo({ kind: 'submissions', assessmentId: assessment.id })}
          state={PANEL_FOCUS_STATE}
          aria-label={t`Submissions for ${title}`}
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          <ClipboardList aria-hidden="true" />
          <Trans>Submissions</Trans>
        </Link>
        <Link
          to={linkTo({ kind: 'edit', assessmentId: assessment.id })}
          state={PANEL_FOCUS_STATE}
          aria-label={t`Edit ${title}`}
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          <Pencil aria-hidden="true" />
          <Trans>Edit</Trans>
        </Link>
        {hasSubmissions ? (
          <>
            <Tooltip content={blockedHint}>
              <Button
                variant="ghost"
                size="sm"
                aria-disabled="true"
                aria-label={t`Delete ${title}`}
                aria-describedby={hintId}
                onClick={onDeleteBlocked}
                className="text-danger-700"
              >
                <Trash2 aria-hidden="true" />
                <Trans>Delete</Trans>
              </Button>
            </Tooltip>
            <span id={hintId} className="sr-only">
              {blockedHint}
            </span>
          </>
        ) : (
          <NetworkButton
            variant="ghost"
            size="sm"
            onClick={onDelete}
            aria-label={t`Delete ${title}`}
            className="text-danger-700 hover:bg-danger-50 hover:text-danger-800"
          >
            <Trash2 aria-hidden="true" />
            <Trans>Delete</Trans>
          </NetworkButton>
        )}
      </div>
    </article>
  );
}
