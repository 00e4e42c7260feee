import { BookOpen } from 'lucide-react';
import { ThumbnailImage } from '../../../components/ui/thumbnail-image';
import { useSaveData } from '../../../components/ui/use-save-data';
import { cn } from '../../../lib/cn';

/** Hues that sit well next to the teal brand; a course keeps its hue because it is chosen by id. */
const HUES = [174, 199, 222, 262, 330, 152, 190, 12];

type CourseCoverProps = {
  courseId: number;
  title: string;
  thumbnail: string | null;
  /** On a card the picture only decorates: with data saving on, the generated cover stands in for it. */
  decorative?: boolean;
  className?: string;
};

/**
 * How wide the cover is drawn: a third of the page (about 400 px) on wide screens, in the course grid and the
 * enrolment panel alike; up to the full width below that, where the course page shows it across the top.
 */
const COVER_SIZES = '(min-width: 1024px) 400px, 100vw';

/** The course's thumbnail, or a generated cover: a gradient in the course's hue with its initials. */
export function CourseCover({ courseId, title, thumbnail, decorative = false, className }: CourseCoverProps) {
  const saveData = useSaveData();
  if (thumbnail && !(decorative && saveData)) {
    return (
      <div className={cn('overflow-hidden bg-slate-100', className)}>
        <ThumbnailImage src={thumbnail} sizes={COVER_SIZES} className="size-full object-cover" />
      </div>
    );
  }
  const hue = HUES[courseId % HUES.length] ?? 174;
  const initials = title
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word) && word.length > 2)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return (
    <div
      aria-hidden="true"
      className={cn('relative overflow-hidden', className)}
      style={{
        backgroundImage: `linear-gradient(135deg, hsl(${hue} 52% 36%), hsl(${(hue + 28) % 360} 58% 20%))`,
      }}
    >
      <svg
        className="absolute inset-0 size-full text-white"
        preserveAspectRatio="xMidYMid slice"
        viewBox="0 0 320 180"
      >
        <circle
          cx="270"
          cy="30"
          r="90"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.12"
          strokeWidth="24"
        />
        <circle cx="270" cy="30" r="40" fill="currentColor" fillOpacity="0.08" />
        <circle cx="30" cy="170" r="60" fill="currentColor" fillOpacity="0.06" />
        <path
          d="M0 120 Q 80 90 160 120 T 320 110"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.1"
          strokeWidth="2"
        />
      </svg>
      <div className="relative flex size-full items-center justify-center gap-3 text-white">
        <span className="flex size-12 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25 backdrop-blur-sm">
          <BookOpen className="size-6" />
        </span>
        {initials ? (
          <span className="text-3xl font-bold tracking-tight text-white/90">{initials}</span>
        ) : null}
      </div>
    </div>
  );
}
