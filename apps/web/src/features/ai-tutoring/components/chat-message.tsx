import { Link } from 'react-router';
import { BookOpen, Sparkles, UserRound } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { TUTOR_ERROR_REPLY, type ChatMessage as Message } from '../lib/conversation';

export function ChatMessage({ message }: { message: Message }) {
  const { t, i18n } = useLingui();
  const mine = message.role === 'user';
  return (
    <li className={cn('flex gap-3', mine && 'flex-row-reverse')}>
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 hidden size-8 shrink-0 items-center justify-center rounded-full sm:flex',
          mine ? 'bg-slate-200 text-slate-700' : 'bg-brand-700 text-white',
        )}
      >
        {mine ? <UserRound className="size-4" /> : <Sparkles className="size-4" />}
      </span>
      <div className={cn('min-w-0 max-w-[92%] space-y-2 sm:max-w-[85%]', mine && 'text-end')}>
        <p className="sr-only">{mine ? t`You said:` : t`Study assistant:`}</p>
        <div
          className={cn(
            'inline-block rounded-2xl px-4 py-2.5 text-start text-sm leading-relaxed break-words whitespace-pre-wrap',
            mine && 'rounded-se-sm bg-brand-700 text-white',
            !mine && !message.failed && 'rounded-ss-sm bg-slate-100 text-slate-900',
            message.failed && 'rounded-ss-sm border border-danger-200 bg-danger-50 text-danger-800',
          )}
        >
          {message.failed ? i18n._(TUTOR_ERROR_REPLY) : message.content}
        </div>
        {message.sources && message.sources.length > 0 ? (
          <div className="text-start text-xs text-slate-600">
            <p className="font-medium text-slate-700">
              <Trans>Sources</Trans>
            </p>
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {message.sources.map((source) => (
                <li key={source.lesson_id} className="max-w-full min-w-0">
                  <Link
                    to={paths.student.learn(source.course_id, source.lesson_id)}
                    className="flex max-w-full items-center gap-1.5 rounded-full border border-slate-200 bg-white px-2.5 py-1 text-slate-700 hover:border-brand-300 hover:text-brand-800"
                  >
                    <BookOpen className="size-3.5 shrink-0" aria-hidden="true" />
                    <span className="min-w-0 truncate">
                      {source.lesson_title}
                      <span className="text-slate-500"> · {source.course_title}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </li>
  );
}
