import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '@somo/contract/limits';
import { NewPostBody } from '@somo/contract/forums';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useCreatePost } from '../api/create-post';
import { checkMessage } from '../lib/forum-checks';
import { CharacterCount } from './character-count';

type ReplyFormProps = {
  courseId: string;
  threadId: string;
  /** The post answered, or null for a reply to the thread. */
  parent: number | null;
  label: string;
  onDone?: () => void;
  onCancel?: () => void;
  autoFocus?: boolean;
};

export function ReplyForm({
  courseId,
  threadId,
  parent,
  label,
  onDone,
  onCancel,
  autoFocus,
}: ReplyFormProps) {
  const { t, i18n } = useLingui();
  const [content, setContent] = useState('');
  // The contract's own sentence, in English: shown in the reader's language when drawn.
  const [problem, setProblem] = useState<string | undefined>();
  const mutation = useCreatePost(courseId, threadId);
  const fieldId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = NewPostBody.safeParse({ content, parent });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    mutation.mutate(
      { content: content.trim(), parent },
      {
        onSuccess: () => {
          setContent('');
          onDone?.();
        },
      },
    );
  }

  const replyFailed = t`Failed to post reply`;
  const failure = mutation.isError ? errorMessage(mutation.error, replyFailed) : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      {failure ? (
        <Alert variant="error" title={replyFailed}>
          {failure === replyFailed ? null : failure}
        </Alert>
      ) : null}
      <Field
        id={fieldId}
        label={label}
        error={problem ? checkMessage(i18n, problem) : undefined}
        hint={<CharacterCount length={content.length} max={LIMITS.forumPost} />}
      >
        <Textarea
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            if (problem) setProblem(undefined);
          }}
          maxLength={LIMITS.forumPost}
          rows={parent === null ? 5 : 3}
          placeholder={t`Write your reply...`}
          autoFocus={autoFocus}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button variant="secondary" size="sm" onClick={onCancel} disabled={mutation.isPending}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <NetworkButton type="submit" size={parent === null ? 'md' : 'sm'} loading={mutation.isPending}>
          {mutation.isPending ? t`Posting...` : t`Post Reply`}
        </NetworkButton>
      </div>
    </form>
  );
}
