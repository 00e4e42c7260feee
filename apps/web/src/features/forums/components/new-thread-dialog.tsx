import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Plus } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '@somo/contract/limits';
import { NewThreadBody, type ForumCategory } from '@somo/contract/forums';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useCreateThread } from '../api/create-thread';
import { checkMessage } from '../lib/forum-checks';
import { CharacterCount } from './character-count';

type NewThreadDialogProps = {
  courseId: string;
  categories: readonly ForumCategory[];
  /** The category being browsed, offered first. */
  defaultCategory: number | null;
};

export function NewThreadDialog({ courseId, categories, defaultCategory }: NewThreadDialogProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [category, setCategory] = useState('');
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  // The contract's own sentence, in English: shown in the reader's language when drawn.
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useCreateThread(courseId);
  const navigate = useNavigate();

  function openChange(next: boolean) {
    if (mutation.isPending) return;
    if (next) {
      setCategory(defaultCategory === null ? '' : String(defaultCategory));
      setProblem(null);
      mutation.reset();
    }
    setOpen(next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = NewThreadBody.safeParse({ title, initial_post: message, category: category || null });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    mutation.mutate(
      { title: title.trim(), initial_post: message.trim(), category: category ? Number(category) : null },
      {
        onSuccess: ({ id }) => {
          setOpen(false);
          setTitle('');
          setMessage('');
          navigate(paths.forumThread(courseId, id));
        },
      },
    );
  }

  const createFailed = t`Failed to create thread. Please try again.`;
  const failure = mutation.isError ? errorMessage(mutation.error, createFailed) : null;

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          <Trans>New Thread</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t`Start a new discussion`}
        description={t`Ask a question or share something with the course.`}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          {problem ? <Alert variant="error">{checkMessage(i18n, problem)}</Alert> : null}
          {failure ? (
            <Alert variant="error" title={createFailed}>
              {failure === createFailed ? null : failure}
            </Alert>
          ) : null}
          <Field label={t`Category`}>
            <Select value={category} onChange={(event) => setCategory(event.target.value)}>
              <option value="">{t`No category`}</option>
              {categories.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label={t`Title`}
            required
            hint={<CharacterCount length={title.length} max={LIMITS.forumTitle} />}
          >
            <Input
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              maxLength={LIMITS.forumTitle}
              placeholder={t`What is your question or topic?`}
              autoComplete="off"
            />
          </Field>
          <Field
            label={t`Message`}
            required
            hint={<CharacterCount length={message.length} max={LIMITS.forumPost} />}
          >
            <Textarea
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              maxLength={LIMITS.forumPost}
              rows={7}
              placeholder={t`Give the details others need to help.`}
            />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={mutation.isPending}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <NetworkButton type="submit" loading={mutation.isPending}>
              {mutation.isPending ? t`Creating...` : t`Create Thread`}
            </NetworkButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
