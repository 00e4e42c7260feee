import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { MessagesSquare } from 'lucide-react';
import { cn } from '../../lib/cn';
import { ChatPartnerList, type ChatPartner } from './chat-partner-list';
import { CourseChatThread } from './course-chat-thread';

type CourseChatProps = {
  courseId: number;
  /** The instructor for a student; the course's students for its instructor. */
  partners: ChatPartner[];
  /** The list's heading, e.g. 'Students'. */
  partnersLabel: string;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  viewerIsCourseInstructor: boolean;
  /** Shown instead of the panel when there is nobody to talk to. */
  empty?: ReactNode;
  className?: string;
};

/**
 * The course chat panel (spec 01 §2): conversation partners on the left, the thread with its subject and
 * message composer on the right (mirrored in a right-to-left language), 600 px high. On phones the list and
 * the thread take turns.
 */
export function CourseChat({
  courseId,
  partners,
  partnersLabel,
  selectedId,
  onSelect,
  viewerIsCourseInstructor,
  empty,
  className,
}: CourseChatProps) {
  if (partners.length === 0 && empty) return <>{empty}</>;
  const selected = partners.find((partner) => partner.id === selectedId) ?? null;
  const single = partners.length === 1;

  return (
    <div
      className={cn(
        'flex h-[600px] max-h-[calc(100dvh-6rem)] overflow-hidden rounded-xl border border-slate-200 bg-white',
        className,
      )}
    >
      <div
        className={cn(
          'w-full min-w-0 flex-col border-slate-200 md:flex md:w-64 md:shrink-0 md:border-e',
          selected ? 'hidden' : 'flex',
        )}
      >
        <h3 className="border-b border-slate-200 px-4 py-3.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {partnersLabel}
        </h3>
        <ChatPartnerList
          label={partnersLabel}
          partners={partners}
          selectedId={selectedId}
          onSelect={onSelect}
        />
      </div>
      <div className={cn('min-w-0 flex-1 flex-col', selected ? 'flex' : 'hidden md:flex')}>
        {selected ? (
          <CourseChatThread
            key={selected.id}
            courseId={courseId}
            partner={selected}
            viewerIsCourseInstructor={viewerIsCourseInstructor}
            onBack={single ? undefined : () => onSelect(null)}
          />
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center">
            <MessagesSquare className="size-8 text-slate-300" aria-hidden="true" />
            <p className="text-sm text-slate-500">
              <Trans>Choose someone on the left to see your conversation.</Trans>
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
