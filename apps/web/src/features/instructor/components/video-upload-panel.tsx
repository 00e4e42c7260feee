import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Captions, ImageIcon, Trash2, Upload } from 'lucide-react';
import type { InstructorLesson } from '@somo/contract/instructor';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { NetworkButton } from '../../../components/ui/network-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import {
  useRemoveVideo,
  useUploadCaptions,
  useUploadPoster,
  useUploadVideo,
} from '../../../api/lesson-files';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatBytes } from '../../../lib/format';
import { FileButton } from './file-button';

/** The server tells the formats apart by content; these spare a wasted upload of the wrong file. */
const VIDEO_ACCEPT = ['video/mp4', 'video/webm', '.mp4', '.webm'].join(',');
const POSTER_ACCEPT = ['image/jpeg', 'image/png', 'image/webp'].join(',');
const CAPTIONS_ACCEPT = ['.vtt', 'text/vtt'].join(',');

/** A poster or captions row: a small picture beside what it is and the button that changes it. */
const ROW = 'grid grid-cols-[4.5rem_minmax(0,1fr)] items-start gap-3 sm:grid-cols-[7rem_minmax(0,1fr)]';
const THUMBNAIL =
  'flex aspect-video items-center justify-center rounded-md border border-slate-200 bg-slate-50';

type Upload = { file: File; what: 'video' | 'poster' | 'captions' };

/** What is being sent, named with its size, while the call runs (fetch reports no progress to show). */
function UploadingNote({ upload }: { upload: Upload }) {
  const name = upload.file.name;
  const size = formatBytes(upload.file.size);
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900"
    >
      <Spinner className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 break-all">
        {upload.what === 'video' ? (
          <Trans>
            Uploading {name} ({size})… A large video takes a while: keep this page open until it is done.
          </Trans>
        ) : (
          <Trans>
            Uploading {name} ({size})…
          </Trans>
        )}
      </span>
    </p>
  );
}

type RowProps = {
  lesson: InstructorLesson;
  /** This row's upload is running. */
  uploading: boolean;
  /** Another call is running. */
  disabled: boolean;
  onChoose: (file: File) => void;
};

function PosterRow({ lesson, uploading, disabled, onChoose }: RowProps) {
  const { t } = useLingui();
  const poster = lesson.video_poster_url;
  return (
    <div className={ROW}>
      <div className={cn(THUMBNAIL, 'overflow-hidden')}>
        {poster ? (
          <img src={poster} alt={t`Current poster`} className="size-full object-cover" />
        ) : (
          <ImageIcon className="size-6 text-slate-400" aria-hidden="true" />
        )}
      </div>
      <div className="min-w-0 space-y-1.5">
        <p className="text-sm font-medium text-slate-800">
          <Trans>Poster</Trans>
        </p>
        <p className="text-xs text-slate-600">
          {poster ? (
            <Trans>Shown before the video plays.</Trans>
          ) : (
            <Trans>None yet: the first frame of the video is shown. JPEG, PNG or WebP.</Trans>
          )}
        </p>
        <FileButton
          accept={POSTER_ACCEPT}
          busy={uploading}
          disabled={disabled}
          onChoose={onChoose}
          icon={<Upload aria-hidden="true" />}
        >
          {poster ? <Trans>Replace poster</Trans> : <Trans>Upload poster</Trans>}
        </FileButton>
      </div>
    </div>
  );
}

function CaptionsRow({ lesson, uploading, disabled, onChoose }: RowProps) {
  const has = lesson.video_captions_url !== null;
  return (
    <div className={ROW}>
      <div className={THUMBNAIL}>
        <Captions className="size-6 text-slate-400" aria-hidden="true" />
      </div>
      <div className="min-w-0 space-y-1.5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-800">
          <Trans>Captions</Trans>
          {has ? (
            <Badge variant="success">
              <Trans>Added</Trans>
            </Badge>
          ) : (
            <Badge>
              <Trans>None</Trans>
            </Badge>
          )}
        </p>
        <p className="text-xs text-slate-600">
          <Trans>A WebVTT (.vtt) file, so students who cannot hear the video can read it.</Trans>
        </p>
        <FileButton
          accept={CAPTIONS_ACCEPT}
          busy={uploading}
          disabled={disabled}
          onChoose={onChoose}
          icon={<Upload aria-hidden="true" />}
        >
          {has ? <Trans>Replace captions</Trans> : <Trans>Upload captions</Trans>}
        </FileButton>
      </div>
    </div>
  );
}

/**
 * The lesson's uploaded video: what is there now (a player to check it, its poster, whether it has captions) and
 * the uploads that change it. Each upload is saved at once; Save Lesson is not needed for it.
 */
export function VideoUploadPanel({
  lesson,
  focusUpload = false,
}: {
  lesson: InstructorLesson;
  /** The lesson was just created to receive a video: the chooser takes focus. */
  focusUpload?: boolean;
}) {
  const { t } = useLingui();
  const target = { courseId: lesson.course_id, lessonId: lesson.id };
  const video = useUploadVideo(target);
  const poster = useUploadPoster(target);
  const captions = useUploadCaptions(target);
  const remove = useRemoveVideo(target);
  const [uploading, setUploading] = useState<Upload | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const busy = uploading !== null || remove.isPending;
  const hasVideo = lesson.video_source === 'file' && lesson.video_url !== null;

  const send = (what: Upload['what'], file: File) => {
    const mutation = { video, poster, captions }[what];
    const fallback = {
      video: t`The video could not be uploaded.`,
      poster: t`The poster could not be uploaded.`,
      captions: t`The captions could not be uploaded.`,
    }[what];
    setFailure(null);
    setUploading({ file, what });
    mutation.mutate(file, {
      onError: (error) => setFailure(errorMessage(error, fallback)),
      onSettled: () => setUploading(null),
    });
  };

  const removeVideo = () =>
    remove.mutate(undefined, {
      onSuccess: () => setConfirmRemove(false),
      onError: (error) => {
        setConfirmRemove(false);
        setFailure(errorMessage(error, t`The video could not be removed.`));
      },
    });

  return (
    <div className="space-y-4 rounded-lg border border-slate-200 bg-slate-50/60 p-4">
      <p className="text-xs text-slate-600">
        <Trans>Uploads are saved straight away; Save Lesson is not needed for them.</Trans>
      </p>
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      {uploading ? <UploadingNote upload={uploading} /> : null}
      {hasVideo ? (
        <>
          <video
            controls
            preload="metadata"
            src={lesson.video_url ?? undefined}
            poster={lesson.video_poster_url ?? undefined}
            aria-label={t`The uploaded video`}
            className="aspect-video w-full max-w-xl rounded-lg bg-slate-900"
          >
            {lesson.video_captions_url ? (
              <track kind="captions" src={lesson.video_captions_url} label={t`Captions`} default />
            ) : null}
          </video>
          {lesson.video_file ? (
            <p className="flex flex-wrap gap-x-2 text-sm text-slate-700">
              <span className="break-all">{lesson.video_file.name}</span>
              <span className="text-slate-500">{formatBytes(lesson.video_file.size)}</span>
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <FileButton
              accept={VIDEO_ACCEPT}
              busy={uploading?.what === 'video'}
              disabled={busy}
              onChoose={(file) => send('video', file)}
              icon={<Upload aria-hidden="true" />}
            >
              <Trans>Replace video</Trans>
            </FileButton>
            <NetworkButton
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() => setConfirmRemove(true)}
              className="text-danger-700 hover:bg-danger-50 hover:text-danger-800"
            >
              <Trash2 aria-hidden="true" />
              <Trans>Remove video</Trans>
            </NetworkButton>
          </div>
          <PosterRow
            lesson={lesson}
            uploading={uploading?.what === 'poster'}
            disabled={busy}
            onChoose={(file) => send('poster', file)}
          />
          <CaptionsRow
            lesson={lesson}
            uploading={uploading?.what === 'captions'}
            disabled={busy}
            onChoose={(file) => send('captions', file)}
          />
        </>
      ) : (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">
            {lesson.video_url ? (
              <Trans>Uploading a video replaces the lesson’s video link.</Trans>
            ) : (
              <Trans>No video uploaded yet.</Trans>
            )}
          </p>
          <FileButton
            variant="primary"
            autoFocus={focusUpload}
            accept={VIDEO_ACCEPT}
            busy={uploading?.what === 'video'}
            disabled={busy}
            onChoose={(file) => send('video', file)}
            icon={<Upload aria-hidden="true" />}
          >
            <Trans>Choose a video to upload</Trans>
          </FileButton>
          <p className="text-xs text-slate-600">
            <Trans>MP4 or WebM. A poster picture and captions can be added once the video is uploaded.</Trans>
          </p>
        </div>
      )}
      <ConfirmDialog
        needsNetwork
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={t`Remove the video?`}
        description={t`The uploaded video, its poster and its captions are deleted. The lesson’s text and handouts stay.`}
        confirmLabel={t`Remove video`}
        pendingLabel={t`Removing...`}
        destructive
        pending={remove.isPending}
        onConfirm={removeVideo}
      />
    </div>
  );
}
