import { useId, type ComponentProps } from 'react';
import { WifiOff } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';
import { useOnlineStatus } from '../../lib/use-online-status';
import { Button } from './button';

type NetworkButtonProps = ComponentProps<typeof Button>;

/**
 * A button whose action needs the server. Offline it stays in the tab order but does nothing, shows a
 * no-connection icon and says why (its description, read by screen readers, and its hover title), rather than
 * letting the action start and fail (or wait, spinning, for a connection).
 */
export function NetworkButton({ onClick, type, loading, children, ...props }: NetworkButtonProps) {
  const { t } = useLingui();
  const online = useOnlineStatus();
  const reasonId = useId();
  if (online) {
    return (
      <Button type={type} onClick={onClick} loading={loading} {...props}>
        {children}
      </Button>
    );
  }
  const reason = t`You are offline. This needs a connection.`;
  return (
    // aria-disabled rather than disabled, so keyboard and screen-reader users still reach it and hear why; a
    // plain button, so it cannot submit its form either. The reason sits inside, hidden: no box in any layout.
    <Button
      {...props}
      type="button"
      aria-disabled="true"
      aria-describedby={reasonId}
      title={reason}
      // The no-connection icon stands in for the button's own (a direct child svg), not beside it.
      className={cn(props.className, '[&>svg]:hidden')}
    >
      <span className="contents">
        <WifiOff aria-hidden="true" />
      </span>
      {children}
      <span id={reasonId} hidden>
        {reason}
      </span>
    </Button>
  );
}
