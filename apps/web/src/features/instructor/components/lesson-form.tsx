import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { LessonBody } from '@somo/contract/instructor';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useFieldMessage } from '../lib/field-messages';

type LessonInput = z.input<typeof LessonBody>;
export type LessonValues = z.output<typeof LessonBody>;

export type LessonFormDefaults = { title: string; content: string; video_url: string };

const EMPTY: LessonFormDefaults = { title: '', content: '', video_url: '' };

const FIELD_NAMES = ['title', 'content', 'video_url'] as const;

type LessonFormProps = {
  defaultValues?: LessonFormDefaults;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The failure text to show above the fields, if the last save failed. */
  errorText?: string | null;
  /** The last save's error, whose per-field messages are put beside the fields. */
  error?: unknown;
  onSubmit: (values: LessonValues) => void;
  onCancel?: () => void;
  /** Extra controls at the start of the button row, e.g. a link to the full editor. */
  aside?: ReactNode;
  autoFocus?: boolean;
  idPrefix?: string;
};

/** Title, content and an optional video link; the same rules as the server (spec 02 §5, Lesson). */
export function LessonForm({
  defaultValues = EMPTY,
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
}: LessonFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LessonInput, unknown, LessonValues>({
    resolver: zodResolver(LessonBody),
    defaultValues,
    mode: 'onTouched',
  });
  const { t } = useLingui();
  const fieldMessage = useFieldMessage();

  useEffect(() => {
    if (!(error instanceof ApiError)) return;
    for (const name of FIELD_NAMES) {
      const message = error.fields[name];
      if (message) setError(name, { type: 'server', message });
    }
  }, [error, setError]);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
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
        hint={t`Plain text; line breaks are kept.`}
      >
        <Textarea rows={8} {...register('content')} />
      </Field>
      <Field
        id={`${idPrefix}-video`}
        label={t`Video URL (optional)`}
        error={fieldMessage(errors.video_url?.message)}
        hint={t`A YouTube or other video link, e.g. https://www.youtube.com/watch?v=...`}
      >
        <Input type="url" inputMode="url" {...register('video_url')} />
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {aside ? <div className="sm:me-auto">{aside}</div> : null}
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <Button type="submit" loading={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
