import { Trans } from '@lingui/react/macro';
import { CircleDashed, CircleCheck } from 'lucide-react';
import { Badge } from './ui/badge';

export function CourseStatusBadge({ published, className }: { published: boolean; className?: string }) {
  return published ? (
    <Badge variant="success" className={className}>
      <CircleCheck className="size-3.5" aria-hidden="true" />
      <Trans>Published</Trans>
    </Badge>
  ) : (
    <Badge variant="warning" className={className}>
      <CircleDashed className="size-3.5" aria-hidden="true" />
      <Trans>Draft</Trans>
    </Badge>
  );
}
