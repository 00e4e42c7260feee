import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Paperclip, Trash2, Upload } from 'lucide-react';
import type { LessonAttachment } from '@somo/contract/courses';
import type { InstructorLesson } from '@somo/contract/instructor';
import { MAX_ATTACHMENTS_PER_LESSON } from '@somo/contract/lesson-files';
import { Alert } from '../../../components/ui/alert';
import { NetworkButton } from '../../../components/ui/network-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast-context';
import { useAddAttachment, useDeleteAttachment } from '../../../api/lesson-files';
import { errorMessage } from '../../../lib/api-client';
import { formatBytes } from '../../../lib/format';
import { handoutKind } from '../../../lib/handout-kinds';
import { HANDOUT_ACCEPT } from '../lib/handout-accept';
import { FileButton } from './file-button';

function HandoutRow({ handout, onDelete }: { handout: LessonAttachment; onDelete: () => void }) {
  const { i18n } = useLingui();
  const { name } = handout;
  const { icon: Icon, label } = handoutKind(handout.content_type);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <a
          href={handout.url}
          download={name}
          className="inline-flex max-w-full items-center gap-1.5 font-medium break-all text-brand-800 underline-offset-2 hover:underline"
        >
          {name}
          <Download className="size-4 shrink-0" aria-hidden="true" />
        </a>
        <p className="text-xs text-slate-600">
          {i18n._(label)} · {formatBytes(handout.size)}
        </p>
      </div>
      <NetworkButton
        variant="ghost"
        size="sm"
        onClick={onDelete}
        className="ms-auto text-danger-700 hover:bg-danger-50 hover:text-danger-800"
      >
        <Trash2 aria-hidden="true" />
        {/* On a phone the icon alone, so the file's name keeps the room. */}
        <Trans>
          <span className="max-sm:sr-only">Delete</span> <span className="sr-only">{name}</span>
        </Trans>
      </NetworkButton>
    </li>
  );
}

/** The lesson's handouts: files students download beside the text. Each change is saved at once. */
export function LessonHandouts({ lesson }: { lesson: InstructorLesson }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const hintId = useId();
  const target = { courseId: lesson.course_id, lessonId: lesson.id };
  const add = useAddAttachment(target);
  const remove = useDeleteAttachment(target);
  const [uploading, setUploading] = useState<File | null>(null);
  const [deleting, setDeleting] = useState<LessonAttachment | null>(null);
  const handouts = lesson.attachments;
  const full = handouts.length >= MAX_ATTACHMENTS_PER_LESSON;
  const uploadingName = uploading?.name;
  const uploadingSize = uploading ? formatBytes(uploading.size) : '';
  const deletingName = deleting?.name;

  const upload = (file: File) => {
    setUploading(file);
    add.mutate(file, {
      onSuccess: ({ name }) => toast({ variant: 'success', title: t`“${name}” added to the lesson.` }),
      onSettled: () => setUploading(null),
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ variant: 'success', title: t`Handout deleted.` });
        setDeleting(null);
      },
      onError: (error) => {
        toast({
          variant: 'error',
          title: t`The handout could not be deleted.`,
          description: errorMessage(error, t`Please try again.`),
        });
        setDeleting(null);
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Paperclip className="size-5 text-slate-500" aria-hidden="true" />
          <Trans>Handouts</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Files students download with this lesson: worksheets, slides, readings. Added and deleted straight
            away.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {add.isError ? (
          <Alert variant="error">{errorMessage(add.error, t`The handout could not be uploaded.`)}</Alert>
        ) : null}
        {handouts.length > 0 ? (
          <ul aria-label={t`Handouts of this lesson`} className="divide-y divide-slate-100">
            {handouts.map((handout) => (
              <HandoutRow key={handout.id} handout={handout} onDelete={() => setDeleting(handout)} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600 italic">
            <Trans>No handouts yet.</Trans>
          </p>
        )}
        {uploading ? (
          <p role="status" className="flex items-start gap-2 text-sm text-brand-900">
            <Spinner className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 break-all">
              <Trans>
                Uploading {uploadingName} ({uploadingSize})…
              </Trans>
            </span>
          </p>
        ) : null}
        <div className="space-y-1.5 border-t border-slate-100 pt-4">
          <FileButton
            accept={HANDOUT_ACCEPT}
            busy={add.isPending}
            disabled={full}
            describedBy={hintId}
            onChoose={upload}
            icon={<Upload aria-hidden="true" />}
          >
            <Trans>Upload handout</Trans>
          </FileButton>
          <p id={hintId} className="text-xs text-slate-600">
            {full ? (
              <Trans>
                A lesson can have at most {MAX_ATTACHMENTS_PER_LESSON} handouts: delete one to add another.
              </Trans>
            ) : (
              <Trans>PDF, Word, Excel, PowerPoint, OpenDocument text or plain text.</Trans>
            )}
          </p>
        </div>
      </CardContent>
      <ConfirmDialog
        needsNetwork
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t`Delete this handout?`}
        description={
          deletingName === undefined ? undefined : t`“${deletingName}” is removed from the lesson for good.`
        }
        confirmLabel={t`Delete handout`}
        pendingLabel={t`Deleting...`}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
