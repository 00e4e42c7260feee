import { Trans } from '@lingui/react/macro';
import { Badge } from '../ui/badge';
import { cn } from '../../lib/cn';
import { unreadBadgeText } from '../../lib/unread-badge';

/** The unread count beside a contact or conversation; nothing when all is read. */
export function UnreadPill({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <Badge variant="brand" className={cn('shrink-0', className)}>
      <span aria-hidden="true">{unreadBadgeText(count)}</span>
      <span className="sr-only">
        <Trans>{count} unread</Trans>
      </span>
    </Badge>
  );
}
