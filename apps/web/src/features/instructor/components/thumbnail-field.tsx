import { useId, type ChangeEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ImageIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ErrorText } from '../../../components/ui/field';
import { fileSizeLabel } from '../lib/pdf-file';

type ThumbnailFieldProps = {
  /** The saved image, if any. */
  current: string | null;
  /** A chosen image that is not saved yet. */
  pending: { file: File; url: string } | null;
  /** Changing it clears the browser's file chooser. */
  inputKey: number;
  error?: string | null;
  onChoose: (file: File) => void;
  onDiscard: () => void;
};

/** A chosen image waiting for Save Changes; under 1 KB still reads as '1 KB'. */
function PendingImage({ file, onDiscard }: { file: File; onDiscard: () => void }) {
  const { i18n } = useLingui();
  const { name } = file;
  const size = fileSizeLabel(i18n, Math.max(file.size, 1024));
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <span className="min-w-0 break-all">
        <Trans>
          {name} ({size}), saved with Save Changes.
        </Trans>
      </span>
      <Button variant="ghost" size="sm" onClick={onDiscard}>
        <Trans>Keep the current image</Trans>
      </Button>
    </div>
  );
}

export function ThumbnailField({
  current,
  pending,
  inputKey,
  error,
  onChoose,
  onDiscard,
}: ThumbnailFieldProps) {
  const id = useId();
  const { t } = useLingui();
  const preview = pending?.url ?? current;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onChoose(file);
  };

  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <div className="aspect-[4/3] w-full max-w-64 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-slate-50 sm:w-48">
        {preview ? (
          <img
            src={preview}
            alt={pending ? t`Preview of the chosen thumbnail` : t`Current course thumbnail`}
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-1.5 text-slate-400">
            <ImageIcon className="size-8" aria-hidden="true" />
            <span className="text-xs text-slate-500">
              <Trans>No thumbnail yet</Trans>
            </span>
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          <Trans>Course thumbnail</Trans>
        </label>
        <input
          key={inputKey}
          id={id}
          type="file"
          // JPEG, PNG and WebP are what the server accepts (it checks the bytes, not the name).
          accept="image/jpeg,image/png,image/webp"
          onChange={onChange}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className="block w-full max-w-full text-sm text-slate-600 file:me-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
        />
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          <Trans>Recommended 400x300 px, JPG or PNG, max 2MB</Trans>
        </p>
        {pending ? <PendingImage file={pending.file} onDiscard={onDiscard} /> : null}
        <ErrorText id={`${id}-error`} message={error} />
      </div>
    </div>
  );
}
