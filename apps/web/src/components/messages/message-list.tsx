import { useEffect, useRef, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageCircle } from 'lucide-react';
import type { Message } from '@somo/contract/messaging';
import { Button } from '../ui/button';
import { LoadingState } from '../ui/spinner';

type MessageListProps = {
  messages: Message[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  emptyHint: string;
  renderMessage: (message: Message) => ReactNode;
};

/** The scrolling part of a conversation; it keeps the newest message in view. */
export function MessageList({
  messages,
  isPending,
  isError,
  onRetry,
  emptyHint,
  renderMessage,
}: MessageListProps) {
  const { t } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const count = messages?.length ?? 0;

  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count]);

  return (
    <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-3 py-4 sm:px-4">
      {isPending ? (
        <LoadingState label={t`Loading messages...`} className="h-full py-6" />
      ) : isError ? (
        <div role="alert" className="flex h-full flex-col items-center justify-center gap-3 text-center">
          <p className="text-sm text-slate-600">
            <Trans>The messages could not be loaded.</Trans>
          </p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : count === 0 ? (
        <div className="flex h-full flex-col items-center justify-center gap-2 text-center">
          <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <MessageCircle className="size-5" aria-hidden="true" />
          </span>
          <p className="text-sm font-medium text-slate-900">
            <Trans>No messages yet</Trans>
          </p>
          <p className="max-w-xs text-sm text-slate-500">{emptyHint}</p>
        </div>
      ) : (
        <ol aria-label={t`Messages`} className="space-y-3">
          {messages?.map(renderMessage)}
        </ol>
      )}
    </div>
  );
}
