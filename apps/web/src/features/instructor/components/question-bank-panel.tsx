import { useId, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, FileUp, Library, Plus } from 'lucide-react';
import type { BankQuestion } from '@somo/contract/question-bank';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { NetworkButton } from '../../../components/ui/network-button';
import { Select } from '../../../components/ui/select';
import { LoadingState } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { useBankTags, useQuestionBank } from '../api/get-question-bank';
import { useDeleteBankQuestionMutation, useExportBankMutation } from '../api/question-bank-mutations';
import type { PanelLink } from '../lib/panel-view';
import { BankQuestionDialog } from './bank-question-dialog';
import { BankQuestionItem } from './bank-question-item';
import { PanelBackLink } from './panel-back-link';
import { PanelHeading } from './panel-heading';
import { QuestionImportDialog } from './question-import-dialog';

/** Which dialog is open: writing a question (null for a new one) or importing. */
type Editing = { kind: 'question'; question: BankQuestion | null } | { kind: 'import' } | null;

/**
 * The course's question bank: questions written once and asked by several assessments, as a fixed list or drawn
 * by tag. Add, edit, delete, import from GIFT or CSV, export as GIFT, and show one tag at a time.
 */
export function QuestionBankPanel({ courseId, linkTo }: { courseId: number; linkTo: PanelLink }) {
  const bank = useQuestionBank(courseId);
  const tags = useBankTags(courseId);
  const [tag, setTag] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BankQuestion | null>(null);
  const remove = useDeleteBankQuestionMutation(courseId);
  const exporting = useExportBankMutation(courseId);
  const { toast } = useToast();
  const filterId = useId();
  const { t } = useLingui();

  const shown = bank.data?.filter((question) => tag === '' || question.tags.includes(tag)) ?? [];
  const total = bank.data?.length ?? 0;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ variant: 'success', title: t`Question deleted` }),
      onError: (error) =>
        toast({ variant: 'error', title: errorMessage(error, t`Failed to delete the question`) }),
      onSettled: () => setDeleting(null),
    });
  };
  const exportBank = () =>
    exporting.mutate(
      {
        fallbackName: tag ? `question-bank-${tag}.gift.txt` : 'question-bank.gift.txt',
        tag: tag || undefined,
      },
      {
        onError: (error) =>
          toast({ variant: 'error', title: errorMessage(error, t`Failed to export the bank`) }),
      },
    );

  const addButton = (
    <Button onClick={() => setEditing({ kind: 'question', question: null })}>
      <Plus aria-hidden="true" />
      <Trans>Add question</Trans>
    </Button>
  );
  const importButton = (
    <Button variant="secondary" onClick={() => setEditing({ kind: 'import' })}>
      <FileUp aria-hidden="true" />
      <Trans>Import</Trans>
    </Button>
  );

  let body;
  if (bank.isPending) {
    body = <LoadingState label={t`Loading the question bank...`} />;
  } else if (bank.isError) {
    body = (
      <LoadError
        title={t`Failed to load the question bank`}
        message={errorMessage(bank.error, t`Please check your connection and try again.`)}
        retrying={bank.isRefetching}
        onRetry={() => void bank.refetch()}
      />
    );
  } else if (total === 0) {
    body = (
      <EmptyState
        icon={Library}
        headingLevel="h3"
        title={t`The question bank is empty`}
        description={t`Write questions here, or import the ones you have in Moodle's GIFT format or a CSV file.`}
        action={
          <div className="flex flex-col gap-2 sm:flex-row">
            {addButton}
            {importButton}
          </div>
        }
      />
    );
  } else {
    body = (
      <div className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-2">
            <label htmlFor={filterId} className="shrink-0 text-sm font-medium text-slate-800">
              <Trans>Show</Trans>
            </label>
            <div className="min-w-0 flex-1 sm:w-64 sm:flex-none">
              <Select id={filterId} value={tag} onChange={(event) => setTag(event.target.value)}>
                <option value="">{t`All questions (${total})`}</option>
                {(tags.data ?? []).map(({ tag: name, count }) => (
                  <option key={name} value={name}>
                    {t`Tagged ${name} (${count})`}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          <NetworkButton variant="secondary" loading={exporting.isPending} onClick={exportBank}>
            <Download aria-hidden="true" />
            {tag ? <Trans>Export this tag as GIFT</Trans> : <Trans>Export as GIFT</Trans>}
          </NetworkButton>
        </div>
        <p className="sr-only" aria-live="polite">
          {t`${plural(shown.length, { one: '# question shown', other: '# questions shown' })}`}
        </p>
        <ol className="space-y-3" aria-label={t`Questions in the bank`}>
          {shown.map((question) => (
            <li key={question.id}>
              <BankQuestionItem
                question={question}
                onEdit={() => setEditing({ kind: 'question', question })}
                onDelete={() => setDeleting(question)}
              />
            </li>
          ))}
        </ol>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <PanelBackLink to={linkTo({ kind: 'list' })}>
          <Trans>Back to assessments</Trans>
        </PanelBackLink>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <PanelHeading>
              <Trans>Question bank</Trans>
            </PanelHeading>
            <p className="mt-0.5 text-sm text-slate-600">
              <Trans>
                Questions written once for this course, asked by several assessments as a fixed list or drawn
                at random by tag.
              </Trans>
            </p>
          </div>
          {total > 0 ? (
            <div className="flex flex-col gap-2 sm:flex-row">
              {addButton}
              {importButton}
            </div>
          ) : null}
        </div>
      </div>

      {body}

      <BankQuestionDialog
        courseId={courseId}
        open={editing?.kind === 'question'}
        question={editing?.kind === 'question' ? editing.question : null}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          toast({
            variant: 'success',
            title: editing?.kind === 'question' && editing.question ? t`Question updated` : t`Question added`,
            description: saved.question.question,
          });
          setEditing(null);
        }}
      />
      <QuestionImportDialog
        courseId={courseId}
        open={editing?.kind === 'import'}
        onClose={() => setEditing(null)}
        onImported={(count) => {
          toast({
            variant: 'success',
            title: t`${plural(count, { one: '# question imported', other: '# questions imported' })}`,
          });
          setEditing(null);
        }}
      />
      <ConfirmDialog
        needsNetwork
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t`Delete question`}
        description={t`Assessments that drew it keep their copy in finished attempts. A question in an assessment's fixed list cannot be deleted.`}
        confirmLabel={t`Delete`}
        pendingLabel={t`Deleting...`}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      >
        {deleting ? (
          <p className="line-clamp-3 text-sm font-medium break-words text-slate-900">
            {deleting.question.question}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
