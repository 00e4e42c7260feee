import type { ComponentProps } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, FileVideo, Link2, X } from 'lucide-react';
import type { InstructorLesson } from '@somo/contract/instructor';
import { videoLinkKind } from '@somo/contract/video-links';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { RadioCardGroup } from '../../../components/ui/radio-card-group';
import { VideoUploadPanel } from './video-upload-panel';

/** A lesson's video is a YouTube or Vimeo link, or a file uploaded to the lesson. */
export type VideoMode = 'link' | 'file';

/** An uploaded video is shown as such; any saved link (playable or not) is edited as a link. */
export function initialVideoMode(lesson: InstructorLesson | undefined): VideoMode {
  return lesson?.video_source === 'file' ? 'file' : 'link';
}

type LessonVideoFieldProps = {
  idPrefix: string;
  /** The saved lesson; without it (a new lesson) nothing can be uploaded yet. */
  lesson?: InstructorLesson;
  mode: VideoMode;
  onModeChange: (mode: VideoMode) => void;
  /** The link as typed so far. */
  link: string;
  linkError?: string;
  linkInput: ComponentProps<'input'>;
  onClearLink: () => void;
  /** The lesson was just created to receive a video: its chooser takes focus. */
  focusUpload?: boolean;
};

/** Says which player a typed link will play in, once it is one the lesson can play. */
function RecognisedLink({ link }: { link: string }) {
  const kind = videoLinkKind(link);
  if (!kind) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-success-700">
      <CircleCheck className="size-4" aria-hidden="true" />
      {kind === 'youtube' ? <Trans>A YouTube video: it plays in the lesson.</Trans> : null}
      {kind === 'vimeo' ? <Trans>A Vimeo video: it plays in the lesson.</Trans> : null}
    </p>
  );
}

/** Spec 02 §5's optional video: a link to YouTube or Vimeo, or (new here) a file uploaded with the lesson. */
export function LessonVideoField({
  idPrefix,
  lesson,
  mode,
  onModeChange,
  link,
  linkError,
  linkInput,
  onClearLink,
  focusUpload,
}: LessonVideoFieldProps) {
  const { t } = useLingui();
  const hasUpload = lesson?.video_source === 'file';

  return (
    <div className="space-y-4">
      <RadioCardGroup<VideoMode>
        label={t`Video (optional)`}
        name={`${idPrefix}-video-mode`}
        layout="tiles"
        value={mode}
        onValueChange={onModeChange}
        options={[
          {
            value: 'link',
            label: t`Video link`,
            description: t`A YouTube or Vimeo address.`,
            icon: Link2,
          },
          {
            value: 'file',
            label: t`Upload a video`,
            description: t`An MP4 or WebM file, with a poster and captions if you like.`,
            icon: FileVideo,
          },
        ]}
      />

      {mode === 'link' ? (
        <div className="space-y-2">
          <Field
            id={`${idPrefix}-video`}
            label={t`Video URL (optional)`}
            error={linkError}
            hint={
              hasUpload
                ? t`Saving a link replaces the uploaded video, with its poster and captions.`
                : t`A YouTube or Vimeo link, e.g. https://www.youtube.com/watch?v=...`
            }
          >
            <div className="flex gap-2">
              <Input type="url" inputMode="url" autoComplete="off" {...linkInput} />
              {link ? (
                <Button
                  variant="secondary"
                  size="icon"
                  onClick={onClearLink}
                  aria-label={t`Clear the video link`}
                >
                  <X aria-hidden="true" />
                </Button>
              ) : null}
            </div>
          </Field>
          {linkError ? null : <RecognisedLink link={link} />}
        </div>
      ) : lesson ? (
        <VideoUploadPanel lesson={lesson} focusUpload={focusUpload} />
      ) : (
        <Alert variant="info">
          <Trans>
            A video is uploaded to a saved lesson. Create the lesson first: its edit page then opens, where
            you upload the video, a poster and captions.
          </Trans>
        </Alert>
      )}
    </div>
  );
}
