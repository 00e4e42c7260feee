import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

type LoadErrorProps = { message: string; retrying: boolean; onRetry: () => void; className?: string };

/** A red banner for a list that could not be read, with a way to try again. */
export function LoadError({ message, retrying, onRetry, className }: LoadErrorProps) {
  return (
    <Alert
      variant="error"
      className={className}
      action={
        <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
