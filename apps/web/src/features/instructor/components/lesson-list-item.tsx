import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Paperclip, Pencil, Trash2, Video } from 'lucide-react';
import type { InstructorLesson } from '@somo/contract/instructor';
import { markdownToPlainText } from '@somo/contract/markdown';
import { Button } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
import { truncateText } from '../lib/instructor-rules';

/** Spec 02 §9: the lesson list shows content cut at 200 characters (of its text, without Markdown). */
const CONTENT_LENGTH = 200;

export type MoveDirection = 'up' | 'down';

export const moveButtonId = (lessonId: number, direction: MoveDirection) =>
  `lesson-${lessonId}-move-${direction}`;

export const editButtonId = (lessonId: number) => `lesson-${lessonId}-edit`;

type LessonListItemProps = {
  lesson: InstructorLesson;
  position: number;
  isFirst: boolean;
  isLast: boolean;
  onMove: (direction: MoveDirection) => void;
  onEdit: () => void;
  onDelete: () => void;
};

export function LessonListItem({
  lesson,
  position,
  isFirst,
  isLast,
  onMove,
  onEdit,
  onDelete,
}: LessonListItemProps) {
  const { t } = useLingui();
  const { title } = lesson;
  // The excerpt reads as text: the Markdown's marks would only be noise here.
  const excerpt = markdownToPlainText(lesson.content);
  const handouts = lesson.attachments.length;
  return (
    <article
      aria-labelledby={`lesson-${lesson.id}-title`}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-card sm:flex-row sm:items-start sm:p-5"
    >
      <span
        aria-hidden="true"
        className="hidden size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-sm font-semibold text-brand-800 sm:flex"
      >
        {position}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">
          <Trans>Lesson {position}</Trans>
        </p>
        <h3 id={`lesson-${lesson.id}-title`} className="mt-0.5 font-semibold break-words text-slate-900">
          {lesson.title}
        </h3>
        {excerpt ? (
          <p className="mt-1 text-sm break-words text-slate-600">{truncateText(excerpt, CONTENT_LENGTH)}</p>
        ) : (
          <p className="mt-1 text-sm text-slate-500 italic">
            <Trans>No content yet.</Trans>
          </p>
        )}
        {lesson.video_source || handouts > 0 ? (
          <div className="mt-2 flex flex-wrap gap-2">
            {lesson.video_source ? (
              <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
                <Video className="size-3.5" aria-hidden="true" />
                <Trans>Video content included</Trans>
              </p>
            ) : null}
            {handouts > 0 ? (
              <p className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                <Paperclip className="size-3.5" aria-hidden="true" />
                <Plural value={handouts} one="# handout" other="# handouts" />
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-1.5 border-t border-slate-100 pt-3 sm:border-0 sm:pt-0">
        <NetworkButton
          id={moveButtonId(lesson.id, 'up')}
          variant="ghost"
          size="icon"
          className="size-9"
          disabled={isFirst}
          aria-label={t`Move "${title}" up`}
          onClick={() => onMove('up')}
        >
          <ArrowUp aria-hidden="true" />
        </NetworkButton>
        <NetworkButton
          id={moveButtonId(lesson.id, 'down')}
          variant="ghost"
          size="icon"
          className="size-9"
          disabled={isLast}
          aria-label={t`Move "${title}" down`}
          onClick={() => onMove('down')}
        >
          <ArrowDown aria-hidden="true" />
        </NetworkButton>
        <span className="mx-1 h-6 w-px bg-slate-200" aria-hidden="true" />
        <Button
          id={editButtonId(lesson.id)}
          variant="secondary"
          size="sm"
          onClick={onEdit}
          className="ms-auto sm:ms-0"
        >
          <Pencil aria-hidden="true" />
          <Trans>
            Edit <span className="sr-only">{title}</span>
          </Trans>
        </Button>
        <NetworkButton
          variant="ghost"
          size="sm"
          onClick={onDelete}
          className="text-danger-700 hover:bg-danger-50 hover:text-danger-800"
        >
          <Trash2 aria-hidden="true" />
          <Trans>
            Delete <span className="sr-only">{title}</span>
          </Trans>
        </NetworkButton>
      </div>
    </article>
  );
}
