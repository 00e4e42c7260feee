import { Trans } from '@lingui/react/macro';
import { cn } from '../../../lib/cn';

/** 'n/max', turning amber in the last tenth so the limit never comes as a surprise. */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  return (
    <span
      className={cn('tabular-nums', length >= max * 0.9 ? 'font-medium text-warning-700' : 'text-slate-500')}
    >
      <Trans>
        {length}/{max} characters
      </Trans>
    </span>
  );
}
