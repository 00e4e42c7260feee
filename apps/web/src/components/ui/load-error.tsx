import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Alert } from './alert';
import { Button } from './button';

type LoadErrorProps = {
  title?: string;
  message: ReactNode;
  retrying: boolean;
  onRetry: () => void;
  className?: string;
};

/** A red banner for data that could not be read, with a way to try again. */
export function LoadError({ title, message, retrying, onRetry, className }: LoadErrorProps) {
  return (
    <Alert
      variant="error"
      title={title}
      className={className}
      action={
        <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
