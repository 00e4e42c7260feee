import { GraduationCap } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { Badge } from '../../../components/ui/badge';

/** Marks what the course's own instructor wrote, so learners can tell an official answer at a glance. */
export function InstructorBadge() {
  return (
    <Badge variant="brand">
      <GraduationCap className="size-3.5" aria-hidden="true" />
      <Trans>Instructor</Trans>
    </Badge>
  );
}
