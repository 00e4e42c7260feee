import type { ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart3 } from 'lucide-react';
import type { AssessmentStatistics, QuestionStatistics } from '@somo/contract/assessment-results';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingState } from '../../../components/ui/spinner';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useAssessmentStatistics } from '../api/get-assessment-statistics';
import { QUESTION_TYPE_LABELS } from '../lib/question-type-label';

/** A share from 0 to 1 as a percentage: '62.5%'. */
const shareText = (share: number) => formatNumber(share, { style: 'percent', maximumFractionDigits: 1 });

function MostChosenWrong({ question }: { question: QuestionStatistics }) {
  const { t } = useLingui();
  const wrong = question.most_chosen_wrong;
  if (!wrong) return <span className="text-slate-500">—</span>;
  // The server names a true/false answer in English; the reader's language says it here.
  const text = typeof wrong.answer === 'boolean' ? (wrong.answer ? t`True` : t`False`) : wrong.text;
  const { count } = wrong;
  return (
    <span className="break-words">
      {text} <span className="text-slate-500">({plural(count, { one: '# time', other: '# times' })})</span>
    </span>
  );
}

function QuestionCell({ question, number }: { question: QuestionStatistics; number: number }) {
  const { i18n } = useLingui();
  return (
    <>
      <p className="font-medium break-words text-slate-900">
        {number}. {question.question}
      </p>
      <p className="text-xs text-slate-500">{i18n._(QUESTION_TYPE_LABELS[question.type])}</p>
    </>
  );
}

/** Wide screens: one row per question. */
function StatisticsTable({ statistics }: { statistics: AssessmentStatistics }) {
  return (
    <div className="hidden md:block">
      <Table>
        <TableCaption className="sr-only">
          <Trans>Statistics per question</Trans>
        </TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>
              <Trans>Question</Trans>
            </TableHead>
            <TableHead className="text-end">
              <Trans>Asked</Trans>
            </TableHead>
            <TableHead className="text-end">
              <Trans>Answered</Trans>
            </TableHead>
            <TableHead className="text-end">
              <Trans>Fully correct</Trans>
            </TableHead>
            <TableHead className="text-end">
              <Trans>Average credit</Trans>
            </TableHead>
            <TableHead>
              <Trans>Most chosen wrong answer</Trans>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {statistics.questions.map((question, index) => (
            <TableRow key={`${question.source.origin}-${question.source.id}`}>
              <TableCell className="min-w-56">
                <QuestionCell question={question} number={index + 1} />
              </TableCell>
              <TableCell className="text-end">{formatNumber(question.times_asked)}</TableCell>
              <TableCell className="text-end">{formatNumber(question.times_answered)}</TableCell>
              <TableCell className="text-end">{shareText(question.correct_share)}</TableCell>
              <TableCell className="text-end">{shareText(question.average_credit)}</TableCell>
              <TableCell className="min-w-40">
                <MostChosenWrong question={question} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** Narrow screens: the same figures as a card per question, so nothing scrolls sideways. */
function StatisticsCards({ statistics }: { statistics: AssessmentStatistics }) {
  const { t } = useLingui();
  return (
    <ol className="space-y-3 md:hidden">
      {statistics.questions.map((question, index) => (
        <li
          key={`${question.source.origin}-${question.source.id}`}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-card"
        >
          <QuestionCell question={question} number={index + 1} />
          <dl className="mt-3 grid grid-cols-2 gap-3">
            <Figure label={t`Asked`}>{formatNumber(question.times_asked)}</Figure>
            <Figure label={t`Answered`}>{formatNumber(question.times_answered)}</Figure>
            <Figure label={t`Fully correct`}>{shareText(question.correct_share)}</Figure>
            <Figure label={t`Average credit`}>{shareText(question.average_credit)}</Figure>
            <div className="col-span-2">
              <Figure label={t`Most chosen wrong answer`}>
                <MostChosenWrong question={question} />
              </Figure>
            </div>
          </dl>
        </li>
      ))}
    </ol>
  );
}

/** How each question fared over the finished attempts that asked it. */
export function AssessmentStatisticsView({
  courseId,
  assessmentId,
}: {
  courseId: number;
  assessmentId: number;
}) {
  const { data, isPending, isError, error, refetch, isRefetching } = useAssessmentStatistics(
    courseId,
    assessmentId,
  );
  const { t } = useLingui();
  if (isPending) return <LoadingState label={t`Loading statistics...`} />;
  if (isError) {
    return (
      <LoadError
        title={t`Failed to load statistics`}
        message={errorMessage(error, t`Please check your connection and try again.`)}
        retrying={isRefetching}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.finished_attempts === 0 || data.questions.length === 0) {
    return (
      <EmptyState
        icon={BarChart3}
        headingLevel="h3"
        title={t`No statistics yet`}
        description={t`Each question's figures appear once students finish an attempt.`}
      />
    );
  }
  const attempts = data.finished_attempts;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        {t`Over ${plural(attempts, { one: '# finished attempt', other: '# finished attempts' })}. Fully correct and average credit count every time a question was asked.`}
      </p>
      <StatisticsTable statistics={data} />
      <StatisticsCards statistics={data} />
    </div>
  );
}
