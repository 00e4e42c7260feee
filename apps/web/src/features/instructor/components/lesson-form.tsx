import { useEffect, useState, type ReactNode } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { LessonBody, type InstructorLesson } from '@somo/contract/instructor';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useFieldMessage } from '../lib/field-messages';
import { LessonVideoField, initialVideoMode, type VideoMode } from './lesson-video-field';
import { MarkdownEditor } from './markdown-editor';

type LessonInput = z.input<typeof LessonBody>;
export type LessonValues = z.output<typeof LessonBody>;

const FIELD_NAMES = ['title', 'content', 'video_url'] as const;

/** The link the form starts from: a saved link, playable or not; an uploaded video is no link. */
function savedLink(lesson: InstructorLesson | undefined): string {
  return lesson && lesson.video_source !== 'file' ? (lesson.video_url ?? '') : '';
}

type LessonFormProps = {
  courseId: string;
  /** The saved lesson when editing one; its video files can then be uploaded from the form. */
  lesson?: InstructorLesson;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The failure text to show above the fields, if the last save failed. */
  errorText?: string | null;
  /** The last save's error, whose per-field messages are put beside the fields. */
  error?: unknown;
  /** `videoMode` 'file' means the video is (to be) uploaded: the values then leave the saved video as it is. */
  onSubmit: (values: LessonValues, videoMode: VideoMode) => void;
  onCancel?: () => void;
  /** Extra controls at the start of the button row, e.g. a link to the full editor. */
  aside?: ReactNode;
  autoFocus?: boolean;
  idPrefix?: string;
  /** Opens on the video upload, its chooser focused: the lesson was just created to receive a video. */
  startWithUpload?: boolean;
};

/**
 * Title, the content in Markdown and an optional video; the same rules as the server (spec 02 §5, Lesson), which
 * also refuses images without a description and video links no player takes.
 */
export function LessonForm({
  courseId,
  lesson,
  submitLabel,
  pendingLabel,
  pending,
  errorText,
  error,
  onSubmit,
  onCancel,
  aside,
  autoFocus = false,
  idPrefix = 'lesson',
  startWithUpload = false,
}: LessonFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    trigger,
    formState: { errors },
  } = useForm<LessonInput, unknown, LessonValues>({
    resolver: zodResolver(LessonBody),
    defaultValues: {
      title: lesson?.title ?? '',
      content: lesson?.content ?? '',
      video_url: savedLink(lesson),
    },
    mode: 'onTouched',
  });
  const { field: content } = useController({ name: 'content', control });
  const [videoMode, setVideoMode] = useState<VideoMode>(() =>
    startWithUpload ? 'file' : initialVideoMode(lesson),
  );
  const { t } = useLingui();
  const fieldMessage = useFieldMessage();
  const link = useWatch({ control, name: 'video_url' }) ?? '';
  const linkSource = lesson?.video_source;

  useEffect(() => {
    if (!(error instanceof ApiError)) return;
    for (const name of FIELD_NAMES) {
      const message = error.fields[name];
      if (message) setError(name, { type: 'server', message });
    }
  }, [error, setError]);

  // A saved link no player takes is named at once, so it is replaced or cleared before the next save.
  useEffect(() => {
    if (linkSource === 'link') void trigger('video_url');
  }, [linkSource, trigger]);

  const changeVideoMode = (mode: VideoMode) => {
    setVideoMode(mode);
    // A link typed and then left for an upload is not saved; back on the link, the saved one returns.
    setValue('video_url', mode === 'link' ? savedLink(lesson) : '');
    clearErrors('video_url');
    if (mode === 'link' && linkSource === 'link') void trigger('video_url');
  };

  const submit = (values: LessonValues) => {
    if (videoMode === 'link') return onSubmit(values, videoMode);
    // Left out (undefined is not sent), the video stays as saved: an uploaded file, or the link until a file
    // replaces it.
    return onSubmit({ ...values, video_url: undefined }, videoMode);
  };

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-6">
      {errorText ? <Alert variant="error">{errorText}</Alert> : null}
      <Field
        id={`${idPrefix}-title`}
        label={t`Lesson Title`}
        required
        error={fieldMessage(errors.title?.message)}
      >
        <Input autoComplete="off" autoFocus={autoFocus} {...register('title')} />
      </Field>
      <Field
        id={`${idPrefix}-content`}
        label={t`Lesson Content`}
        error={fieldMessage(errors.content?.message)}
        hint={t`Markdown: use the toolbar, or write **bold**, _italic_, ## headings, - lists and tables yourself.`}
      >
        <MarkdownEditor
          id={`${idPrefix}-content`}
          courseId={courseId}
          name={content.name}
          value={content.value ?? ''}
          onChange={content.onChange}
          onBlur={content.onBlur}
          textareaRef={content.ref}
        />
      </Field>
      <LessonVideoField
        idPrefix={idPrefix}
        lesson={lesson}
        mode={videoMode}
        onModeChange={changeVideoMode}
        link={link}
        linkError={fieldMessage(errors.video_url?.message)}
        linkInput={register('video_url')}
        onClearLink={() => setValue('video_url', '', { shouldValidate: true, shouldDirty: true })}
        focusUpload={startWithUpload}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {aside ? <div className="sm:me-auto">{aside}</div> : null}
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <NetworkButton type="submit" loading={pending}>
          {pending ? pendingLabel : submitLabel}
        </NetworkButton>
      </div>
    </form>
  );
}
