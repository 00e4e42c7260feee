import { CircleDashed, CircleCheck } from 'lucide-react';
import { Badge } from './ui/badge';

export function CourseStatusBadge({ published, className }: { published: boolean; className?: string }) {
  return published ? (
    <Badge variant="success" className={className}>
      <CircleCheck className="size-3.5" aria-hidden="true" />
      Published
    </Badge>
  ) : (
    <Badge variant="warning" className={className}>
      <CircleDashed className="size-3.5" aria-hidden="true" />
      Draft
    </Badge>
  );
}
