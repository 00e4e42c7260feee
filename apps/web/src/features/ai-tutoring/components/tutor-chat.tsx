import { useEffect, useRef } from 'react';
import { MessageSquareText, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import type { useTutorChat } from '../lib/use-tutor-chat';
import { ChatComposer } from './chat-composer';
import { ChatMessage } from './chat-message';

type TutorChatProps = {
  chat: ReturnType<typeof useTutorChat>;
  /** Sends a question in the page's course and lesson. */
  onSend: (prompt: string) => void;
};

export function TutorChat({ chat, onSend }: TutorChatProps) {
  const { t } = useLingui();
  const log = useRef<HTMLDivElement>(null);
  const count = chat.messages.length;

  // The newest message comes into view inside the conversation box; the page itself stays where it is.
  useEffect(() => {
    const box = log.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [count, chat.pending]);

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <CardTitle>
            <Trans>Ask your study assistant</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              Answers come from the lessons of the course you choose and name the lessons they use.
            </Trans>
          </CardDescription>
        </div>
        {count > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={chat.clear}
            disabled={chat.pending}
            className="self-start"
          >
            <Trash2 aria-hidden="true" />
            <Trans>Clear chat</Trans>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-4">
        <div
          ref={log}
          className="max-h-[60vh] min-h-64 overflow-y-auto scroll-smooth rounded-lg border border-slate-100 bg-slate-50/60 p-3 motion-reduce:scroll-auto sm:p-4"
          aria-label={t`Conversation`}
          role="log"
        >
          {count === 0 && !chat.pending ? (
            <div className="flex h-full min-h-56 flex-col items-center justify-center gap-2 text-center">
              <span className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <MessageSquareText className="size-5" aria-hidden="true" />
              </span>
              <p className="text-sm font-medium text-slate-900">
                <Trans>No questions yet</Trans>
              </p>
              <p className="max-w-sm text-sm text-slate-600">
                <Trans>
                  Ask about a topic from your courses, for example a word from a lesson you are reading.
                </Trans>
              </p>
            </div>
          ) : (
            <ol className="space-y-4">
              {chat.messages.map((message) => (
                <ChatMessage key={message.id} message={message} />
              ))}
              {chat.pending ? (
                <li role="status" className="flex items-center gap-2 text-sm text-slate-500 sm:ps-11">
                  <Spinner className="size-4 text-brand-600" />
                  <Trans>The study assistant is thinking...</Trans>
                </li>
              ) : null}
            </ol>
          )}
        </div>
        {chat.rateLimit ? (
          <Alert variant="warning">
            {errorMessage(chat.rateLimit, t`Too many requests. Please wait a minute and try again.`)}
          </Alert>
        ) : null}
        <ChatComposer pending={chat.pending} onSend={onSend} />
      </CardContent>
    </Card>
  );
}
