import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import type { BankQuestion } from '@somo/contract/question-bank';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
import { QuestionTypeBadge } from './question-editor';

type BankQuestionItemProps = {
  question: BankQuestion;
  onEdit: () => void;
  onDelete: () => void;
};

/** One question of the bank: its type, points, text, tags and the assessments that ask it. */
export function BankQuestionItem({ question, onEdit, onDelete }: BankQuestionItemProps) {
  const { t } = useLingui();
  const text = question.question.question;
  // Buttons are named by the question, cut short: a screen reader reads the whole name on each of them.
  const name = text.length > 60 ? `${text.slice(0, 60)}…` : text;
  const points = question.question.points;
  const uses = question.used_by;
  const titles = uses.map((use) => use.title).join(', ');
  const titleId = `bank-question-${question.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-card md:flex-row md:items-start"
    >
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <QuestionTypeBadge type={question.question.type} />
          {points === undefined ? null : (
            <span className="text-xs text-slate-600">
              {t`${plural(points, { one: '# point', other: '# points' })}`}
            </span>
          )}
        </div>
        <p id={titleId} className="text-sm font-medium break-words whitespace-pre-line text-slate-900">
          {text}
        </p>
        {question.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={t`Tags`}>
            {question.tags.map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-xs text-slate-600">
          {uses.length === 0 ? (
            <Trans>Not asked by any assessment yet.</Trans>
          ) : (
            t`Asked by ${plural(uses.length, { one: '# assessment', other: '# assessments' })}: ${titles}`
          )}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3 md:border-0 md:pt-0">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t`Edit question: ${name}`}>
          <Pencil aria-hidden="true" />
          <Trans>Edit</Trans>
        </Button>
        <NetworkButton
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={t`Delete question: ${name}`}
          className="text-danger-700 hover:bg-danger-50 hover:text-danger-800"
        >
          <Trash2 aria-hidden="true" />
          <Trans>Delete</Trans>
        </NetworkButton>
      </div>
    </article>
  );
}
