import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Alert } from '../../../components/ui/alert';
import { ErrorText, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useUploadLessonImage } from '../../../api/lesson-files';
import { errorMessage } from '../../../lib/api-client';
import { formatBytes } from '../../../lib/format';

/** What the server turns into lesson images (it checks the bytes; this only spares a wasted upload). */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

type ImageDialogProps = {
  courseId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with what to write in the lesson once the image is stored. */
  onInsert: (image: { alt: string; url: string }) => void;
  /** Where focus goes when the dialog closes: back into the text. */
  onCloseFocus: () => void;
};

type Problems = { file?: string; alt?: string };

/** Uploads one image for the course's lessons and hands back its address with the description it needs. */
export function ImageDialog({ courseId, open, onOpenChange, onInsert, onCloseFocus }: ImageDialogProps) {
  const { t } = useLingui();
  const upload = useUploadLessonImage(courseId);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const baseId = useId();
  const fileId = `${baseId}-file`;

  const reset = () => {
    setFile(null);
    setAlt('');
    setProblems({});
    upload.reset();
  };

  const check = (): Problems => ({
    file: !file
      ? t`Choose an image file.`
      : !IMAGE_TYPES.includes(file.type)
        ? t`Choose a JPEG, PNG or WebP image.`
        : undefined,
    alt: alt.trim() ? undefined : t`Write a description of the image: it is required.`,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits in the lesson form in the React tree: its submit event must not reach that form too.
    event.stopPropagation();
    const found = check();
    setProblems(found);
    if (!file || found.file || found.alt) return;
    upload.mutate(file, {
      onSuccess: ({ url }) => {
        onInsert({ alt, url });
        reset();
        onOpenChange(false);
      },
    });
  };

  const fileName = file?.name;
  const fileSize = file ? formatBytes(file.size) : '';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (upload.isPending) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent
        title={t`Insert an image`}
        description={t`The image is stored with the course and shown in the lesson where the cursor is.`}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onCloseFocus();
        }}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          {upload.isError ? (
            <Alert variant="error">{errorMessage(upload.error, t`The image could not be uploaded.`)}</Alert>
          ) : null}
          <Field id={fileId} label={t`Image file`} required hint={t`JPEG, PNG or WebP.`}>
            <input
              id={fileId}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              required
              aria-invalid={problems.file ? true : undefined}
              aria-describedby={`${fileId}-hint${problems.file ? ` ${fileId}-error` : ''}`}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setProblems((current) => ({ ...current, file: undefined }));
              }}
              className="block w-full max-w-full text-sm text-slate-600 file:me-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
            />
          </Field>
          {fileName ? (
            <p className="-mt-2 text-xs break-all text-slate-600">
              <Trans>
                {fileName}, {fileSize}
              </Trans>
            </p>
          ) : null}
          <ErrorText id={`${fileId}-error`} message={problems.file} />
          <Field
            id={`${baseId}-alt`}
            label={t`Description (alt text)`}
            required
            hint={t`Describe the image for those who cannot see it.`}
            error={problems.alt}
          >
            <Input
              value={alt}
              required
              autoComplete="off"
              maxLength={300}
              onChange={(event) => {
                setAlt(event.target.value);
                setProblems((current) => ({ ...current, alt: undefined }));
              }}
            />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={upload.isPending}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <NetworkButton type="submit" loading={upload.isPending}>
              {upload.isPending ? t`Uploading…` : t`Insert image`}
            </NetworkButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
