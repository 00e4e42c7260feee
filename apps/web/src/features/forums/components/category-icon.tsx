import { BookOpen, CircleHelp, MessageCircle, Users, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

/**
 * The default categories' emoji (contract FORUM_DEFAULT_CATEGORIES) drawn as the app's own icons,
 * so they match the rest of the interface and show even where no emoji font is installed.
 * Any other emoji is shown as it is.
 */
const DEFAULT_ICONS: Record<string, { Icon: LucideIcon; className: string }> = {
  '💬': { Icon: MessageCircle, className: 'bg-brand-50 text-brand-700' },
  '❓': { Icon: CircleHelp, className: 'bg-warning-50 text-warning-700' },
  '👥': { Icon: Users, className: 'bg-success-50 text-success-700' },
  '📚': { Icon: BookOpen, className: 'bg-slate-100 text-slate-700' },
};

export function CategoryIcon({ icon, className }: { icon: string; className?: string }) {
  const known = DEFAULT_ICONS[icon];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-lg text-lg',
        known ? known.className : 'bg-slate-100',
        className,
      )}
    >
      {known ? <known.Icon className="size-5" /> : icon}
    </span>
  );
}
