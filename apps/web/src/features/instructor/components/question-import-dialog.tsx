import { useId, useState, type FormEvent } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileUp } from 'lucide-react';
import { QuestionTags } from '@somo/contract/assessments';
import {
  MAX_IMPORT_BYTES,
  type QUESTION_IMPORT_FORMATS,
  type QuestionImportResponse,
} from '@somo/contract/question-bank';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { ErrorText, Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { NetworkButton } from '../../../components/ui/network-button';
import { RadioCardGroup } from '../../../components/ui/radio-card-group';
import { errorMessage } from '../../../lib/api-client';
import { useImportQuestionsMutation } from '../api/question-bank-mutations';
import { useFieldMessage } from '../lib/field-messages';
import { skipReason } from '../lib/import-reasons';
import { tagsFromText } from '../lib/question-form';
import { FileButton } from './file-button';
import { QuestionTypeBadge } from './question-editor';

type ImportFormat = (typeof QUESTION_IMPORT_FORMATS)[number];
type Source = { format: ImportFormat; text: string; tags: string[] };

/** The file chooser offers the format's usual file names; the server reads whatever text it is given. */
const accept: Record<ImportFormat, string> = { gift: ['.txt', '.gift'].join(), csv: '.csv' };
const MAX_MB = MAX_IMPORT_BYTES / 1024 / 1024;

type QuestionImportDialogProps = {
  courseId: number;
  open: boolean;
  onClose: () => void;
  onImported: (count: number) => void;
};

/** Questions from a GIFT or CSV file: first a preview of what was understood and skipped, then the import. */
export function QuestionImportDialog({ open, ...props }: QuestionImportDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : props.onClose())}>
      <DialogContent
        title={t`Import questions`}
        description={t`From Moodle's GIFT format or a CSV file. Nothing is added until you have seen the preview.`}
        className="max-w-2xl"
      >
        {open ? <ImportSteps {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ImportSteps({ courseId, onImported }: Pick<QuestionImportDialogProps, 'courseId' | 'onImported'>) {
  const mutation = useImportQuestionsMutation(courseId);
  const [source, setSource] = useState<Source | null>(null);
  const [preview, setPreview] = useState<QuestionImportResponse | null>(null);
  const { t } = useLingui();

  const read = (next: Source) => {
    setSource(next);
    mutation.mutate({ ...next, commit: false }, { onSuccess: setPreview });
  };
  const commit = () => {
    if (!source) return;
    mutation.mutate({ ...source, commit: true }, { onSuccess: (answer) => onImported(answer.ids.length) });
  };
  const failure = mutation.isError ? errorMessage(mutation.error, t`Failed to read the questions`) : null;

  if (preview && source) {
    return (
      <ImportPreview
        preview={preview}
        pending={mutation.isPending}
        failure={failure}
        onBack={() => {
          setPreview(null);
          mutation.reset();
        }}
        onCommit={commit}
      />
    );
  }
  return <ImportSourceForm initial={source} pending={mutation.isPending} failure={failure} onRead={read} />;
}

type ImportSourceFormProps = {
  initial: Source | null;
  pending: boolean;
  failure: string | null;
  onRead: (source: Source) => void;
};

/** The format, the file (or pasted text) and tags for every question read. */
function ImportSourceForm({ initial, pending, failure, onRead }: ImportSourceFormProps) {
  const [format, setFormat] = useState<ImportFormat>(initial?.format ?? 'gift');
  const [text, setText] = useState(initial?.text ?? '');
  const [tags, setTags] = useState(initial?.tags.join(', ') ?? '');
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [tagsProblem, setTagsProblem] = useState<string | undefined>(undefined);
  const fieldMessage = useFieldMessage();
  const { t } = useLingui();

  const choose = async (file: File) => {
    if (file.size > MAX_IMPORT_BYTES) {
      setProblem(t`The file is larger than ${MAX_MB} MB. Split it and import each part.`);
      return;
    }
    setProblem(null);
    setFileName(file.name);
    setText(await file.text());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checkedTags = QuestionTags.safeParse(tagsFromText(tags));
    setTagsProblem(checkedTags.success ? undefined : fieldMessage(checkedTags.error.issues[0]?.message));
    if (text.trim() === '') return setProblem(t`Choose a file or paste the questions.`);
    if (checkedTags.success) onRead({ format, text, tags: checkedTags.data });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {failure ? <Alert variant="error">{fieldMessage(failure)}</Alert> : null}
      <RadioCardGroup<ImportFormat>
        label={t`Format`}
        layout="tiles"
        value={format}
        onValueChange={setFormat}
        options={[
          { value: 'gift', label: t`GIFT`, description: t`Moodle's text format for questions.` },
          {
            value: 'csv',
            label: t`CSV`,
            description: t`A spreadsheet saved as CSV, its first row naming the columns type, question, options, correct, tolerance, partial_credit, points, feedback, tags.`,
          },
        ]}
      />
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <FileButton
            accept={accept[format]}
            onChoose={(file) => void choose(file)}
            icon={<FileUp aria-hidden="true" />}
          >
            <Trans>Choose a file</Trans>
          </FileButton>
          {fileName ? <span className="min-w-0 text-sm break-all text-slate-700">{fileName}</span> : null}
        </div>
        <Field label={t`Or paste the questions`}>
          <Textarea
            rows={6}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setFileName(null);
              setProblem(null);
            }}
            className="font-mono text-xs"
          />
        </Field>
        <ErrorText announce message={problem} />
      </div>
      <Field
        label={t`Tags for every question (optional)`}
        hint={t`Separate tags with commas. They are added to the tags the file gives.`}
        error={tagsProblem}
      >
        <Input autoComplete="off" value={tags} onChange={(event) => setTags(event.target.value)} />
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            <Trans>Cancel</Trans>
          </Button>
        </DialogClose>
        <NetworkButton type="submit" loading={pending}>
          {pending ? t`Reading...` : t`Preview`}
        </NetworkButton>
      </DialogFooter>
    </form>
  );
}

type ImportPreviewProps = {
  preview: QuestionImportResponse;
  pending: boolean;
  failure: string | null;
  onBack: () => void;
  onCommit: () => void;
};

/** Where a question is in the file: its line in GIFT, its row in CSV. */
function usePlace() {
  const { t } = useLingui();
  return ({ line, row }: { line?: number; row?: number }) => {
    if (line !== undefined) return t`Line ${line}`;
    if (row !== undefined) return t`Row ${row}`;
    return '';
  };
}

/** What the file holds: the questions understood, and those skipped with the reason. */
function ImportPreview({ preview, pending, failure, onBack, onCommit }: ImportPreviewProps) {
  const { t, i18n } = useLingui();
  const placeOf = usePlace();
  const understoodId = useId();
  const skippedId = useId();
  const count = preview.questions.length;
  const skippedCount = preview.skipped.length;
  return (
    <div className="space-y-4">
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <section aria-labelledby={understoodId} className="space-y-2">
        <h3 id={understoodId} className="text-sm font-semibold text-slate-900">
          {t`Understood: ${plural(count, { one: '# question', other: '# questions' })}`}
        </h3>
        {count === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>No question in this file can be imported.</Trans>
          </p>
        ) : (
          // Focusable, so the list scrolls from the keyboard too.
          <ol
            tabIndex={0}
            aria-labelledby={understoodId}
            className="max-h-72 space-y-2 overflow-y-auto rounded-lg border border-slate-200 p-3"
          >
            {preview.questions.map((item, index) => (
              <li key={index} className="space-y-1 border-b border-slate-100 pb-2 last:border-0 last:pb-0">
                <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                  <span>{placeOf(item)}</span>
                  <QuestionTypeBadge type={item.question.type} />
                  {item.tags.map((tag) => (
                    <Badge key={tag}>{tag}</Badge>
                  ))}
                </div>
                <p className="text-sm break-words text-slate-900">{item.question.question}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      {skippedCount > 0 ? (
        <section aria-labelledby={skippedId} className="space-y-2">
          <h3 id={skippedId} className="text-sm font-semibold text-slate-900">
            {t`Skipped: ${plural(skippedCount, { one: '# question', other: '# questions' })}`}
          </h3>
          <ul
            tabIndex={0}
            aria-labelledby={skippedId}
            className="max-h-48 space-y-1.5 overflow-y-auto rounded-lg border border-warning-200 bg-warning-50/60 p-3 text-sm"
          >
            {preview.skipped.map((item, index) => (
              <li key={index} className="break-words text-slate-800">
                <span className="font-medium">{placeOf(item)}</span>
                {item.title ? <span> ({item.title})</span> : null}: {skipReason(i18n, item.reason)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <DialogFooter>
        <Button variant="secondary" disabled={pending} onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
        <NetworkButton loading={pending} disabled={count === 0} onClick={onCommit}>
          {pending
            ? t`Importing...`
            : t`Import ${plural(count, { one: '# question', other: '# questions' })}`}
        </NetworkButton>
      </DialogFooter>
    </div>
  );
}
