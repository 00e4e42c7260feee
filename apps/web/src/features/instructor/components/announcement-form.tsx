import { useState, type FormEvent } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Megaphone } from 'lucide-react';
import { LIMITS } from '@somo/contract/limits';
import { Alert } from '../../../components/ui/alert';
import { NetworkButton } from '../../../components/ui/network-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { useCreateAnnouncementMutation } from '../api/create-announcement';
import { CheckField } from './check-field';

/** Spec 02 §5: both fields must hold more than blanks before the button wakes up. */
export function AnnouncementForm({ courseId }: { courseId: number }) {
  const mutation = useCreateAnnouncementMutation();
  const { toast } = useToast();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [urgent, setUrgent] = useState(false);
  const { t } = useLingui();
  const ready = title.trim() !== '' && content.trim() !== '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready) return;
    mutation.mutate(
      { course_id: courseId, title: title.trim(), content: content.trim(), is_urgent: urgent },
      {
        onSuccess: ({ recipients }) => {
          toast({
            variant: 'success',
            title: t`Announcement sent to all enrolled students!`,
            description: t`Delivered to ${plural(recipients, { one: '# student', other: '# students' })}.`,
          });
          setTitle('');
          setContent('');
          setUrgent(false);
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Megaphone className="size-4 text-brand-700" aria-hidden="true" />
          <Trans>Send an announcement</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Every enrolled student gets it as a notification.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {mutation.isError ? (
            <Alert variant="error">{errorMessage(mutation.error, t`Failed to create announcement`)}</Alert>
          ) : null}
          <Field label={t`Announcement title`} required>
            <Input
              value={title}
              maxLength={LIMITS.announcementTitle}
              onChange={(event) => setTitle(event.target.value)}
            />
          </Field>
          <Field label={t`Message`} required>
            <Textarea
              rows={4}
              value={content}
              maxLength={LIMITS.announcementContent}
              onChange={(event) => setContent(event.target.value)}
            />
          </Field>
          <CheckField
            label={t`Mark as urgent`}
            description={t`Urgent announcements stand out in students' notifications.`}
            checked={urgent}
            onChange={(event) => setUrgent(event.target.checked)}
          />
          <NetworkButton
            type="submit"
            disabled={!ready}
            loading={mutation.isPending}
            className="w-full sm:w-auto"
          >
            <Megaphone aria-hidden="true" />
            {mutation.isPending ? <Trans>Sending...</Trans> : <Trans>Send Announcement</Trans>}
          </NetworkButton>
        </form>
      </CardContent>
    </Card>
  );
}
