import { useId, useState, type DragEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileText, FileUp, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { fileSizeLabel } from '../lib/pdf-file';
import { ErrorText } from '../../../components/ui/field';

type PdfUploadFieldProps = {
  file: File | null;
  error: string | null;
  disabled?: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
};

/** A file chooser for one PDF: click or drop; the chosen file is named with its size and can be removed. */
export function PdfUploadField({ file, error, disabled = false, onChoose, onRemove }: PdfUploadFieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const [dragging, setDragging] = useState(false);
  const { t, i18n } = useLingui();
  const fileName = file?.name;

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onChoose(dropped);
  };

  return (
    <div className="space-y-2">
      {file ? (
        <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white">
            <FileText className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900">{file.name}</p>
            <p className="text-xs text-slate-600">{fileSizeLabel(i18n, file.size)}</p>
          </div>
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t`Remove ${fileName}`}>
            <X aria-hidden="true" />
            <Trans>Remove</Trans>
          </Button>
        </div>
      ) : null}
      <div className={cn(file && 'sr-only')}>
        <input
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          disabled={disabled}
          aria-label={t`PDF file`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className="peer sr-only"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            // Cleared so that choosing the same file again still counts as a choice.
            event.target.value = '';
            if (chosen) onChoose(chosen);
          }}
        />
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-white px-4 py-8 text-center transition-colors hover:border-brand-400 hover:bg-brand-50/40',
            'peer-focus-visible:border-brand-600 peer-focus-visible:ring-3 peer-focus-visible:ring-brand-500/25',
            dragging && 'border-brand-600 bg-brand-50',
            error && 'border-danger-400',
          )}
        >
          <span className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <FileUp className="size-5" aria-hidden="true" />
          </span>
          <span className="text-sm font-semibold text-slate-900">
            <Trans>PDF file</Trans>
          </span>
          <span id={hintId} className="text-sm text-slate-600">
            <Trans>Choose a file or drag it here. PDF only, up to 10 MB.</Trans>
          </span>
        </label>
      </div>
      <ErrorText id={errorId} announce message={error} />
    </div>
  );
}
