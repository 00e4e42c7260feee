import { Trans } from '@lingui/react/macro';
import { formatPercent } from '../../../lib/exam-result';

/** An attempt's percentage; while written answers wait for marking it may still rise, and says so. */
export function PercentSoFar({ percentage, awaiting }: { percentage: number | null; awaiting: number }) {
  if (percentage === null) return <>—</>;
  const percent = formatPercent(percentage);
  return awaiting > 0 ? <Trans>{percent} so far</Trans> : <>{percent}</>;
}
