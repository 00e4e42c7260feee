import { useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import type { Message } from '@somo/contract/messaging';
import { cn } from '../../lib/cn';
import { messageTime } from '../../lib/message-time';

type MessageBubbleProps = {
  message: Message;
  mine: boolean;
  /** Shown only to those allowed to delete this message. */
  onDelete?: () => void;
  showSubject?: boolean;
};

export function MessageBubble({ message, mine, onDelete, showSubject = true }: MessageBubbleProps) {
  const { t } = useLingui();
  const { sender_name: sender } = message;
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'group max-w-[85%] min-w-0 rounded-2xl px-3.5 py-2.5 text-sm shadow-xs sm:max-w-[75%]',
          mine
            ? 'rounded-ee-md bg-brand-700 text-white'
            : 'rounded-es-md border border-slate-200 bg-white text-slate-900',
        )}
      >
        <p className="sr-only">{mine ? t`You wrote` : t`${sender} wrote`}</p>
        {showSubject && message.subject ? (
          <p className="font-semibold break-words">{message.subject}</p>
        ) : null}
        <p className="break-words whitespace-pre-wrap">{message.content}</p>
        <div
          className={cn(
            'mt-1 flex items-center justify-end gap-1 text-xs',
            mine ? 'text-brand-100' : 'text-slate-500',
          )}
        >
          <time dateTime={message.created_at}>{messageTime(message.created_at)}</time>
          {onDelete ? (
            <button
              type="button"
              onClick={onDelete}
              aria-label={t`Delete message`}
              className={cn(
                '-my-1 -me-1.5 flex size-7 items-center justify-center rounded-md transition-colors',
                mine ? 'hover:bg-brand-800 hover:text-white' : 'hover:bg-slate-100 hover:text-danger-700',
              )}
            >
              <Trash2 className="size-3.5" aria-hidden="true" />
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
